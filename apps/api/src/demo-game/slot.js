/* global document, window */
// The demo slot's page script (a module served as a file: the page's CSP allows no inline script). It draws nothing
// itself: every outcome comes from the server. It talks to the parent window only by postMessage to the site's origin:
// `{ type: 'balance-changed', balance }` after each real-money round (free spins included) and
// `{ type: 'round-refused', errorCode }` when the server refuses a round. Its decisions (what is celebrated, how long
// a cycle lasts, how the net position reads) are slot-rules.js's.
import {
  cycleMs,
  formatElapsed,
  formatNet,
  holdMs,
  netAfter,
  outcomeOf,
  repeatsPress,
  STOP_STEP_MS,
} from './slot-rules.js';

const data = document.body.dataset;
const texts = JSON.parse(data.texts);
const bets = JSON.parse(data.bets);
const mode = data.mode;
const gameId = Number(data.gameId);
const locale = document.documentElement.lang;
const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
const motion = window.matchMedia('(prefers-reduced-motion: no-preference)');
const minCycleMs = Number(data.minCycleMs);

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
const netOutput = element('net');
const elapsedOutput = element('elapsed');

let betIndex = 0;
/** The balance shown: play money in demo mode, the wallet in real mode; NaN when there is none (logged out). */
let shownBalance = Number(data.balance ?? NaN);
let refused = data.refused ? Number(data.refused) : undefined;
let busy = false;
/** The session's net position in EUR: since the login for real money (from the server), since the page for play money. */
let net = Number(data.net ?? 0);
/** When the session began, on this page's clock (performance.now()): the server tells how long ago for real money. */
const sessionStart = window.performance.now() - Number(data.elapsedMs ?? 0);

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

/** The session bar is there whenever there is a session (not in real mode logged out). */
function showNet(amount) {
  net = amount;
  if (netOutput) netOutput.textContent = formatNet(net, locale);
}

function showElapsed() {
  if (elapsedOutput) elapsedOutput.textContent = formatElapsed(window.performance.now() - sessionStart);
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
  const started = window.performance.now();
  const cycle = cycleMs(mode, moving, minCycleMs);
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
  if (!answer.success) {
    for (const reel of reels) reel.classList.remove('is-spinning');
    refuse(answer.errorCode);
    tell({ type: 'round-refused', errorCode: answer.errorCode });
  } else {
    // The result shows no sooner than the cycle allows: the reels spin on, then stop one after another.
    await wait(holdMs(cycle, moving, window.performance.now() - started));
    showLine(answer.line);
    for (const [index, reel] of reels.entries()) {
      if (moving && index > 0) await wait(STOP_STEP_MS);
      reel.classList.remove('is-spinning');
      reel.classList.add('is-stopped');
    }
    win.textContent = euros(answer.win);
    const outcome = outcomeOf(answer.bet, answer.win);
    // Only a return above the stake is celebrated; one that is no more than the stake is said plainly.
    if (outcome === 'won') {
      meter.classList.add('is-win');
      // Two cherries pay wherever they are; any other win is the whole line.
      for (const reel of reels)
        if (answer.multiplier !== 2 || reel.dataset.symbol === 'cherry') reel.classList.add('is-winning');
    }
    status.textContent =
      outcome === 'lost'
        ? texts.noWin
        : texts[outcome === 'won' ? 'youWon' : 'gotBack'].replace('{amount}', euros(answer.win));
    // The net position moves by the round's win less its bet, from the count the page began with (the server's, since
    // the login, for real money): no read of the session's rounds on the hot path of every round.
    showNet(netAfter(net, answer.bet, answer.win));
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

// One press plays one round: a held key's repeats press nothing (Enter would click on each of them).
for (const button of [spin, free])
  button.addEventListener('keydown', (event) => {
    if (repeatsPress(event)) event.preventDefault();
  });
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
showNet(net);
if (elapsedOutput) window.setInterval(showElapsed, 1000);
