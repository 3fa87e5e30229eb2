import { chromium } from '@playwright/test';
const [url, out, w, h] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--allow-file-access-from-files'] });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto(url); await p.waitForTimeout(500);
await p.screenshot({ path: out }); await b.close();
