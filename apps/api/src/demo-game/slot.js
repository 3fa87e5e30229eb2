/* global document, window */
// The demo slot's page script (served as a file: the page's CSP allows no inline script). It draws nothing itself:
// every outcome comes from the server. It talks to the parent window only by postMessage to the site's origin.
const data = document.body.dataset;
const texts = JSON.parse(data.texts);
const mode = data.mode;
const gameId = Number(data.gameId);
const faces = { cherry: 'CHERRY', lemon: 'LEMON', plum: 'PLUM', bell: 'BELL', bar: 'BAR', seven: '7' };
const reels = [...document.querySelectorAll('.reel')];
const spin = document.getElementById('spin');
const free = document.getElementById('free');
const freeCount = document.getElementById('free-count');
const bet = document.getElementById('bet');
const balance = document.getElementById('balance');
const win = document.getElementById('win');
const message = document.getElementById('message');
let playMoney = Number(data.balance);

const euros = (amount) => amount.toFixed(2) + ' €';
const tell = (payload) => {
  if (window.parent !== window) window.parent.postMessage(payload, data.siteOrigin);
};

async function play(url, body) {
  spin.disabled = true;
  free.disabled = true;
  message.textContent = '';
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!answer.success) {
      message.textContent = texts[String(answer.errorCode)] || texts['100'];
      tell({ type: 'round-refused', errorCode: answer.errorCode });
      return;
    }
    answer.line.forEach((symbol, index) => {
      reels[index].textContent = faces[symbol];
      reels[index].setAttribute('aria-label', symbol);
    });
    win.textContent = euros(answer.win);
    if (mode === 'demo') {
      playMoney = Math.round((playMoney - answer.bet + answer.win) * 100) / 100;
      balance.textContent = euros(playMoney);
    } else {
      balance.textContent = euros(answer.balance);
      tell({ type: 'balance-changed', balance: answer.balance });
    }
    if (answer.freeSpinsLeft !== undefined) {
      freeCount.textContent = String(answer.freeSpinsLeft);
      free.hidden = answer.freeSpinsLeft === 0;
    }
  } catch {
    message.textContent = texts['100'];
  } finally {
    spin.disabled = mode === 'demo' && playMoney < Number(bet.value);
    free.disabled = false;
  }
}

spin.addEventListener('click', () => play(data.roundUrl, { gameId, bet: Number(bet.value) }));
free.addEventListener('click', () => play(data.freeUrl, { gameId }));
if (data.refused) message.textContent = texts[data.refused] || texts['100'];
