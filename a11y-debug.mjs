import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: 375, height: 800 } });
const s = await p.context().newCDPSession(p);
await s.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
for (const path of ['/legal', '/about', '/', '/de/kontakt']) {
  await p.goto('http://127.0.0.1:4300' + path);
  console.log(path, await p.evaluate(() => [...document.querySelectorAll('body *')].filter(e => { const r = e.getBoundingClientRect(); return r.right > innerWidth + 1 && r.width > 0 && getComputedStyle(e).visibility !== 'hidden'; }).filter(e => ![...e.children].some(c => c.getBoundingClientRect().right > innerWidth + 1)).slice(0, 6).map(e => `${e.tagName}.${e.className} w=${Math.round(e.getBoundingClientRect().width)} r=${Math.round(e.getBoundingClientRect().right)} ${getComputedStyle(e).whiteSpace} "${(e.textContent||'').trim().slice(0,40)}"`)));
}
await b.close();
