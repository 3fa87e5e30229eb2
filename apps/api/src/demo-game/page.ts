import { CURRENCY, SLOT_MIN_CYCLE_MS, type Locale } from '@casino/flows/rules';
import { escapeHtml } from '../http/html.ts';
import type { LaunchMode } from '../catalogue/handlers.ts';
import { toEur } from '../http/money.ts';
import { slotBets, slotFacts, symbols, threeOfAKind, TWO_CHERRIES, type SlotSymbol } from './slot.ts';
import { formatElapsed, formatNet } from './slot-rules.js';
import { symbolIcon, symbolSprite } from './symbols.ts';
import { slotTexts } from './texts.ts';

/** Where the page's files are served (see registerSlotGame). */
export const assetPath = (file: string) => `/game-launch/assets/${file}`;

/** The line the reels show before the first spin: no win, so the page promises nothing. */
const restingLine: SlotSymbol[] = ['seven', 'bar', 'bell'];

interface SlotPageOptions {
  title: string;
  provider: string;
  mode: LaunchMode;
  locale: Locale;
  gameId: number;
  /** The balance in EUR; undefined when there is none to show (real money without a session). */
  balance: number | undefined;
  siteOrigin: string;
  roundUrl: string;
  freeUrl: string;
  freeSpins: number;
  /** The errorCode that already refuses every round (115, 217, 238). */
  refused?: number;
  /**
   * The session the net position and the time are counted over: the login session for real money, the page itself for
   * play money. Its net result in EUR and how long ago it began; undefined without one (real money logged out).
   */
  session: { net: number; elapsedMs: number } | undefined;
}

/** The slot's HTML page. No inline script or style (its CSP allows neither); the script reads the `data-` attributes. */
export function slotPage(options: SlotPageOptions): string {
  const { locale, mode, refused } = options;
  const texts = slotTexts[locale];
  const text = (key: keyof typeof texts) => escapeHtml(texts[key]);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
  const facts = slotFacts();
  const firstBet = slotBets[0];
  const playable = refused === undefined;
  const disabled = playable ? '' : ' disabled';
  const named = (line: readonly SlotSymbol[]) => `${text('reels')}: ${line.map((symbol) => text(symbol)).join(', ')}`;

  const reel = (symbol: SlotSymbol, index: number) => {
    // Each reel's blurred strip starts at another symbol, so the three do not spin in step.
    const strip = [...symbols.slice(index * 2), ...symbols.slice(0, index * 2)];
    return `<div class="reel" data-symbol="${symbol}">${symbolIcon(symbol)}<div class="reel-strip" aria-hidden="true">${[...strip, ...strip].map((item) => symbolIcon(item, 'strip-symbol')).join('')}</div></div>`;
  };
  /** A paytable row: the symbols, named by `label` (shown beside them when `shown`), and the pay for the bet shown. */
  const payRow = (line: SlotSymbol[], multiplier: number, label: string, shown = false) =>
    `<tr><th scope="row"><span class="pay-symbols"${shown ? ' aria-hidden="true"' : ` role="img" aria-label="${label}"`}>${line.map((symbol) => symbolIcon(symbol)).join('')}</span>${shown ? ` <span class="pay-note">${label}</span>` : ''}</th>` +
    `<td><span class="pay-amount" data-multiplier="${multiplier}">${escapeHtml(money.format(toEur(firstBet * multiplier)))}</span> <span class="pay-multiplier">× ${multiplier}</span></td></tr>`;
  const paytable = [
    ...symbols
      .slice()
      .reverse()
      .map((symbol) => payRow([symbol, symbol, symbol], threeOfAKind[symbol], `3 × ${text(symbol)}`)),
    payRow(['cherry', 'cherry'], TWO_CHERRIES, text('twoCherries'), true),
  ].join('');

  const balance =
    options.balance === undefined
      ? ''
      : `<div class="readout"><span class="readout-label">${text('balance')}</span> <span class="readout-value" id="balance">${escapeHtml(money.format(options.balance))}</span></div>`;
  const notice = refused === undefined ? '' : escapeHtml(texts[String(refused) as keyof typeof texts] ?? texts['100']);
  const freeSpins = options.freeSpins > 0 && playable;
  const { session } = options;
  // The net position and the time played (UKGC: always visible), under the balance and above the controls: in view
  // wherever the spin button is, however the site's page or the frame is scrolled.
  const sessionBar = session
    ? `<dl class="session-bar" id="session-bar">
<div class="session-item"><dt>${text('netPosition')}</dt> <dd id="net">${escapeHtml(formatNet(session.net, locale))}</dd></div>
<div class="session-item"><dt>${text('timePlayed')}</dt> <dd id="elapsed">${formatElapsed(session.elapsedMs)}</dd></div>
</dl>`
    : '';

  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(options.title)} · ${text(mode)}</title>
<link rel="icon" href="${assetPath('icon.svg')}" type="image/svg+xml">
<link rel="stylesheet" href="${assetPath('slot.css')}">
</head>
<body data-mode="${mode}" data-game-id="${options.gameId}"${options.balance === undefined ? '' : ` data-balance="${options.balance}"`}
 data-site-origin="${escapeHtml(options.siteOrigin)}" data-round-url="${escapeHtml(options.roundUrl)}"
 data-free-url="${escapeHtml(options.freeUrl)}" data-bets="${escapeHtml(JSON.stringify(slotBets.map(toEur)))}"
 data-texts="${escapeHtml(JSON.stringify(texts))}"${refused === undefined ? '' : ` data-refused="${refused}"`}
 data-min-cycle-ms="${SLOT_MIN_CYCLE_MS}"${session ? ` data-net="${session.net}" data-elapsed-ms="${session.elapsedMs}"` : ''}>
${symbolSprite}
<main class="game">
<section class="cabinet" aria-labelledby="game-title">
<header class="marquee">
<h1 id="game-title">${escapeHtml(options.title)}</h1>
<p class="meta"><span class="provider">${escapeHtml(options.provider)}</span> <span class="badge badge-${mode}">${text(mode)}</span></p>
</header>
<div class="window">
<div class="reels" id="reels" role="img" aria-label="${named(restingLine)}">
${restingLine.map(reel).join('\n')}
</div>
</div>
<div class="display">
${balance}
<div class="readout readout-win" id="meter"><span class="readout-label">${text('win')}</span> <span class="readout-value" id="win">${escapeHtml(money.format(0))}</span></div>
</div>
${sessionBar}
<p class="status" id="status" role="status"></p>
<p class="notice" id="message" role="alert"${notice ? '' : ' hidden'}>${notice}</p>
<div class="controls">
<div class="bet" role="group" aria-labelledby="bet-label">
<button class="step" id="bet-down" type="button" aria-label="${text('betDown')}" aria-disabled="true"${disabled}><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M5 12h14" stroke="currentColor" stroke-width="3" stroke-linecap="round"/></svg></button>
<div class="bet-amount"><span class="readout-label" id="bet-label">${text('bet')}</span> <output class="bet-value" id="bet" aria-labelledby="bet-label">${escapeHtml(money.format(toEur(firstBet)))}</output></div>
<button class="step" id="bet-up" type="button" aria-label="${text('betUp')}"${disabled}><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M5 12h14M12 5v14" stroke="currentColor" stroke-width="3" stroke-linecap="round"/></svg></button>
</div>
<button class="spin" id="spin" type="button"${disabled}><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg><span>${text('spin')}</span></button>
<button class="free" id="free" type="button"${freeSpins ? '' : ' hidden'}>${text('freeSpin')} <span class="free-count" id="free-count">${options.freeSpins}</span></button>
</div>
</section>
<details class="paytable" id="paytable">
<summary>${text('paytable')}</summary>
<p>${text('payline')}</p>
<table><tbody>${paytable}</tbody></table>
<p class="rtp">${text('rtp')}: ${escapeHtml(new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 }).format(facts.rtp / 100))}</p>
<p class="rtp">${text('volatility')}: ${text(facts.volatility)}</p>
</details>
</main>
<script type="module" src="${assetPath('slot.js')}"></script>
</body>
</html>`;
}
