/* global document, window */
// The demo slot's page script (served as a file: the page's CSP allows no inline script). It draws nothing itself:
// every outcome comes from the server. It talks to the parent window only by postMessage to the site's origin:
// `{ type: 'balance-changed', balance }` after each real-money round (free spins included) and
// `{ type: 'round-refused', errorCode }` when the server refuses a round.
const data = document.body.dataset;
const texts = JSON.parse(data.texts);
const bets = JSON.parse(data.bets);
const mode = data.mode;
const gameId = Number(data.gameId);
const money = new Intl.NumberFormat(document.documentElement.lang, { style: 'currency', currency: 'EUR' });
const motion = window.matchMedia('(prefers-reduced-motion: no-preference)');
/** How long the reels spin at least, and how far apart they stop, in ms (none without motion). */
const SPIN_MS = 650;
const STOP_STEP_MS = 220;

const element = (id) => document.getElementById(id);
const reelBox = element('reels');
const reels = [...reelBox.querySelectorAll('.reel')];
const spin = element('spin');
const free = element('free');
const freeCount = element('free-count');
const betDown = element('bet-down');
const betUp = element('bet-up');
const betOutput = element('bet');
const balance = element('balance');
const meter = element('meter');
const win = element('win');
const status = element('status');
const message = element('message');
const paytable = element('paytable');

let betIndex = 0;
/** The balance shown: play money in demo mode, the wallet in real mode; NaN when there is none (logged out). */
let shownBalance = Number(data.balance ?? NaN);
let refused = data.refused ? Number(data.refused) : undefined;
let busy = false;

const euros = (amount) => money.format(amount);
const cents = (amount) => Math.round(amount * 100) / 100;
const wait = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));
const tell = (payload) => {
  if (window.parent !== window) window.parent.postMessage(payload, data.siteOrigin);
};

/** Buttons that are only briefly unavailable keep their focus: aria-disabled, and their handlers check it. */
const available = (button) => button.getAttribute('aria-disabled') !== 'true' && !button.disabled;
const offer = (button, on) => button.setAttribute('aria-disabled', String(!on));

function update() {
  const open = !busy && refused === undefined;
  offer(betDown, open && betIndex > 0);
  offer(betUp, open && betIndex < bets.length - 1);
  offer(spin, open && !(mode === 'demo' && shownBalance < bets[betIndex]));
  offer(free, open);
  spin.classList.toggle('is-busy', busy);
}

function showBet() {
  const bet = bets[betIndex];
  betOutput.textContent = euros(bet);
  for (const amount of paytable.querySelectorAll('[data-multiplier]'))
    amount.textContent = euros(cents(bet * Number(amount.dataset.multiplier)));
  update();
}

function showLine(line) {
  line.forEach((symbol, index) => {
    const reel = reels[index];
    reel.dataset.symbol = symbol;
    reel.querySelector('.symbol use').setAttribute('href', `#symbol-${symbol}`);
  });
  reelBox.setAttribute('aria-label', `${texts.reels}: ${line.map((symbol) => texts[symbol]).join(', ')}`);
}

function showBalance(amount) {
  shownBalance = amount;
  if (balance) balance.textContent = euros(amount);
}

/** A refusal: its text, and the game stops taking rounds when it holds for every round (115, 217, 238). */
function refuse(errorCode) {
  message.textContent = texts[String(errorCode)] || texts['100'];
  message.hidden = false;
  if ([115, 217, 238].includes(errorCode)) {
    refused = errorCode;
    if (errorCode === 115) balance?.closest('.readout')?.remove();
    for (const button of [spin, free, betDown, betUp]) button.disabled = true;
  }
}

async function play(url, body) {
  busy = true;
  update();
  message.hidden = true;
  status.textContent = '';
  meter.classList.remove('is-win');
  win.textContent = euros(0);
  const moving = motion.matches;
  for (const reel of reels) reel.classList.remove('is-winning', 'is-stopped');
  for (const reel of reels) reel.classList.add('is-spinning');
  const started = Date.now();
  let answer;
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    answer = await response.json();
  } catch {
    answer = { success: false, errorCode: 100 };
  }
  if (moving) await wait(SPIN_MS - (Date.now() - started));
  if (!answer.success) {
    for (const reel of reels) reel.classList.remove('is-spinning');
    refuse(answer.errorCode);
    tell({ type: 'round-refused', errorCode: answer.errorCode });
  } else {
    showLine(answer.line);
    for (const [index, reel] of reels.entries()) {
      if (moving && index > 0) await wait(STOP_STEP_MS);
      reel.classList.remove('is-spinning');
      reel.classList.add('is-stopped');
    }
    win.textContent = euros(answer.win);
    if (answer.win > 0) {
      meter.classList.add('is-win');
      // Two cherries pay wherever they are; any other win is the whole line.
      for (const reel of reels)
        if (answer.multiplier !== 2 || reel.dataset.symbol === 'cherry') reel.classList.add('is-winning');
    }
    status.textContent = answer.win > 0 ? texts.youWon.replace('{amount}', euros(answer.win)) : texts.noWin;
    if (mode === 'demo') showBalance(cents(shownBalance - answer.bet + answer.win));
    else {
      showBalance(answer.balance);
      tell({ type: 'balance-changed', balance: answer.balance });
    }
    if (answer.freeSpinsLeft !== undefined) {
      freeCount.textContent = String(answer.freeSpinsLeft);
      free.hidden = answer.freeSpinsLeft === 0;
      if (free.hidden && document.activeElement === free) spin.focus();
    }
  }
  busy = false;
  update();
}

spin.addEventListener('click', () => {
  if (available(spin) && !busy) play(data.roundUrl, { gameId, bet: bets[betIndex] });
});
free.addEventListener('click', () => {
  if (available(free) && !busy) play(data.freeUrl, { gameId });
});
betDown.addEventListener('click', () => {
  if (!available(betDown)) return;
  betIndex -= 1;
  showBet();
});
betUp.addEventListener('click', () => {
  if (!available(betUp)) return;
  betIndex += 1;
  showBet();
});
// Beside the machine (a wide frame) the paytable starts open; in a narrow one it waits to be asked for.
if (window.matchMedia('(min-width: 60rem)').matches) paytable.open = true;
showBet();
