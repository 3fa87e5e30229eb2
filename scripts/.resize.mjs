import { chromium } from '@playwright/test';
const [url] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
await p.emulateMedia({ reducedMotion: 'reduce' });
p.on('pageerror', e => console.log('pageerror', e.message.slice(0,300)));
p.on('console', m => { if (m.type()==='error' && !/404/.test(m.text())) console.log('console', m.text().slice(0,300)); });
await p.goto(url); await p.waitForTimeout(4000);
await p.setViewportSize({ width: 390, height: 844 });
for (const t of [300, 1000, 3000]) { await p.waitForTimeout(t); await p.screenshot({ path: `/tmp/rs-${t}.png` }); console.log(t, await p.evaluate(() => document.querySelector('[role=dialog]')?.innerText.slice(0,80))); }
await b.close();
