import { chromium } from '@playwright/test';
const [url] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 390, height: 844 } });
await p.addInitScript(() => {
  const t0 = performance.now();
  new MutationObserver((ms) => { for (const m of ms) { for (const n of m.addedNodes) if (n.nodeType===1 && (n.tagName==='IFRAME' || n.querySelector?.('iframe,main'))) console.log('ADDED', n.tagName, n.getAttribute?.('data-slot'), Math.round(performance.now()-t0)); for (const n of m.removedNodes) if (n.nodeType===1 && (n.tagName==='IFRAME' || n.querySelector?.('iframe,main'))) console.log('REMOVED', n.tagName, n.getAttribute?.('data-slot'), Math.round(performance.now()-t0)); } }).observe(document, { childList: true, subtree: true });
});
p.on('console', m => { if (/ADDED|REMOVED/.test(m.text())) console.log(m.text()); });
p.on('request', r => { if (/player-api|content-api|story-slot/.test(r.url())) console.log('req', r.url().replace(/^https?:\/\/[^/]+/, '')); });
await p.goto(url);
await p.waitForTimeout(6000);
await b.close();
