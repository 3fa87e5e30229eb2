import type { SlotSymbol } from './slot.ts';

/**
 * The slot's symbols drawn as SVG (no emoji: a browser without an emoji font draws those as boxes, and no font glyphs
 * but the BAR's letters). The page carries them once as a sprite and shows them with `<use href="#symbol-…">`, so
 * they are markup of the page itself: nothing is fetched and the CSP needs no exception. Colours are presentation
 * attributes, not style attributes, which the page's CSP would block.
 */
const gradients = `
<radialGradient id="paint-red" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#ff8a8a"/><stop offset=".45" stop-color="#e0102b"/><stop offset="1" stop-color="#7a0014"/></radialGradient>
<linearGradient id="paint-seven" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a5f"/><stop offset=".55" stop-color="#d90429"/><stop offset="1" stop-color="#8d0017"/></linearGradient>
<linearGradient id="paint-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4b8"/><stop offset=".45" stop-color="#ffc928"/><stop offset="1" stop-color="#b87400"/></linearGradient>
<radialGradient id="paint-lemon" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="#fffbc2"/><stop offset=".5" stop-color="#ffe033"/><stop offset="1" stop-color="#d19a00"/></radialGradient>
<radialGradient id="paint-plum" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="#d9a6ff"/><stop offset=".5" stop-color="#7b2cbf"/><stop offset="1" stop-color="#33065c"/></radialGradient>
<linearGradient id="paint-leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9be15d"/><stop offset="1" stop-color="#1f7a1f"/></linearGradient>
<linearGradient id="paint-bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a4a55"/><stop offset="1" stop-color="#0b0b12"/></linearGradient>`;

/** Each symbol in a 100 × 100 box. */
const symbolArt: Record<SlotSymbol, string> = {
  cherry: `
<path d="M35 66C39 44 50 27 66 17M66 17C63 35 65 49 69 62" fill="none" stroke="#2f6b1a" stroke-width="4.5" stroke-linecap="round"/>
<path d="M66 17C75 7 90 9 94 18C84 26 73 25 66 17Z" fill="url(#paint-leaf)" stroke="#1f5212" stroke-width="1.5"/>
<circle cx="34" cy="70" r="18" fill="url(#paint-red)" stroke="#5c0010" stroke-width="2"/>
<circle cx="69" cy="67" r="18" fill="url(#paint-red)" stroke="#5c0010" stroke-width="2"/>
<ellipse cx="27" cy="62" rx="5.5" ry="3.5" fill="#fff" opacity=".75" transform="rotate(-30 27 62)"/>
<ellipse cx="62" cy="59" rx="5.5" ry="3.5" fill="#fff" opacity=".75" transform="rotate(-30 62 59)"/>`,
  lemon: `
<g transform="rotate(-24 50 52)">
<path d="M10 52C10 40 14 37 18 35C28 22 72 22 82 35C86 37 90 40 90 52C90 64 86 67 82 69C72 82 28 82 18 69C14 67 10 64 10 52Z" fill="url(#paint-lemon)" stroke="#a87800" stroke-width="2.5"/>
<ellipse cx="36" cy="40" rx="12" ry="5" fill="#fff" opacity=".7"/>
</g>`,
  plum: `
<path d="M50 26C53 16 58 11 64 8" fill="none" stroke="#5b3a1a" stroke-width="4" stroke-linecap="round"/>
<path d="M55 20C64 10 80 12 84 20C74 27 62 27 55 20Z" fill="url(#paint-leaf)" stroke="#1f5212" stroke-width="1.5"/>
<ellipse cx="50" cy="60" rx="31" ry="33" fill="url(#paint-plum)" stroke="#2a0550" stroke-width="2"/>
<path d="M50 29C43 44 43 72 50 91" fill="none" stroke="#2a0550" stroke-width="2" opacity=".55"/>
<ellipse cx="35" cy="46" rx="7" ry="4.5" fill="#fff" opacity=".6" transform="rotate(-40 35 46)"/>`,
  bell: `
<circle cx="50" cy="13" r="6" fill="url(#paint-gold)" stroke="#8a5200" stroke-width="2"/>
<circle cx="50" cy="85" r="8" fill="url(#paint-gold)" stroke="#8a5200" stroke-width="2"/>
<path d="M50 17C33 17 27 31 27 46C27 61 22 69 13 77H87C78 69 73 61 73 46C73 31 67 17 50 17Z" fill="url(#paint-gold)" stroke="#8a5200" stroke-width="2.5" stroke-linejoin="round"/>
<rect x="11" y="74" width="78" height="9" rx="4.5" fill="url(#paint-gold)" stroke="#8a5200" stroke-width="2"/>
<path d="M38 27C33 33 33 45 33 55" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".7"/>`,
  bar: `
<rect x="6" y="28" width="88" height="44" rx="9" fill="url(#paint-bar)" stroke="url(#paint-gold)" stroke-width="4"/>
<rect x="12" y="34" width="76" height="32" rx="5" fill="none" stroke="#ffc928" stroke-width="1.5" opacity=".6"/>
<text x="50" y="61" text-anchor="middle" font-family="'Arial Black', Impact, 'DejaVu Sans', sans-serif" font-size="27" font-weight="900" letter-spacing="2" fill="#fff7d6">BAR</text>`,
  seven: `
<path d="M20 16H86V30L56 90H34L64 32H34V40H20Z" fill="#5c0010" transform="translate(3 3)"/>
<path d="M20 16H86V30L56 90H34L64 32H34V40H20Z" fill="url(#paint-seven)" stroke="url(#paint-gold)" stroke-width="4" stroke-linejoin="round"/>
<path d="M25 21H80" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".55"/>`,
};

/** The sprite the page carries once: the paints and one `<symbol>` per slot symbol. */
export const symbolSprite = `<svg class="sprite" aria-hidden="true" focusable="false" width="0" height="0"><defs>${gradients}</defs>${Object.entries(
  symbolArt,
)
  .map(([symbol, art]) => `<symbol id="symbol-${symbol}" viewBox="0 0 100 100">${art}</symbol>`)
  .join('')}</svg>`;

/** A symbol drawn from the sprite; decorative, as its container names it. */
export const symbolIcon = (symbol: SlotSymbol, className = 'symbol') =>
  `<svg class="${className}" aria-hidden="true" focusable="false" viewBox="0 0 100 100"><use href="#symbol-${symbol}"/></svg>`;

/** The page's icon (served at /game-launch/assets/icon.svg, so the browser asks for no /favicon.ico). */
export const pageIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs>${gradients}</defs><rect width="100" height="100" rx="22" fill="#1d1240"/><g transform="translate(8 6) scale(.84)">${symbolArt.seven}</g></svg>`;
