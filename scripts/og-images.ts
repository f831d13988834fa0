/**
 * `npm run og-images`: the share card of each language, public/og/<lang>.png (1200×630), committed.
 * A simple branded HTML card (brand name from content/facts.ts settings, the home hero title of the
 * language, the theme's colours from renderer/tokens.ts) rendered in Debian's Chromium and
 * screenshotted. Run it again after changing any of them.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { contentFor } from '../content/index';
import { settings } from '../content/facts';
import { locales, type Locale } from '../content/locales';
import { brandMarkSvg } from '../renderer/brand-mark';
import { ogImage } from '../renderer/site';
import { tokens } from '../renderer/tokens';
import { chromiumFlags, chromiumPath } from '../tooling/chromium';

const outDir = fileURLToPath(new URL('../public/og', import.meta.url));
/**
 * The fingerprint of the cards the images were drawn from: a test compares it with the cards of the
 * current content and theme, so that images cannot silently fall behind a changed title or colour.
 */
export const cardsStampFile = fileURLToPath(new URL('./og-images.sha256', import.meta.url));
const maxBytes = 100 * 1024;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Flat colours only (the theme's brand and dark surface): the PNG stays small. */
export function cardHtml(locale: Locale): string {
  const { color } = tokens;
  const title = contentFor(locale).home.hero.title;
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<style>
  html, body { margin: 0; }
  body {
    width: ${ogImage.width}px; height: ${ogImage.height}px; box-sizing: border-box;
    display: flex; flex-direction: column; justify-content: space-between;
    padding: 72px 80px; background: ${color.surfaceDark}; color: ${color.surface};
    font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif;
    border-bottom: 16px solid ${color.brandOnDark};
  }
  .brand { display: flex; align-items: center; gap: 22px; font-size: 40px; font-weight: 700; color: ${color.onDark}; }
  .brand svg { width: 72px; height: 72px; }
  h1 { margin: 0; font-size: 68px; line-height: 1.12; font-weight: 700; letter-spacing: -0.5px; max-width: 1000px; }
</style>
</head>
<body>
  <div class="brand">
    ${brandMarkSvg({ mark: color.brandOnDark, glyph: color.onBrand })}
    <span>${escapeHtml(settings.brandName)}</span>
  </div>
  <h1>${escapeHtml(title)}</h1>
</body>
</html>`;
}

/** The fingerprint of every language's card, as they would be drawn now. */
export function cardsStamp(): string {
  const hash = createHash('sha256');
  for (const locale of locales) hash.update(`${locale}\n${cardHtml(locale)}\n`);
  return hash.digest('hex');
}

/** The fingerprint recorded when the images were last drawn. */
export function recordedCardsStamp(): string {
  return readFileSync(cardsStampFile, 'utf8').trim();
}

async function drawImages(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage({ viewport: { width: ogImage.width, height: ogImage.height }, deviceScaleFactor: 1 });
    for (const locale of locales) {
      await page.setContent(cardHtml(locale), { waitUntil: 'load' });
      // The title must fit the card: fail rather than write a clipped image.
      const overflows = await page.evaluate(() => document.body.scrollHeight > window.innerHeight || document.body.scrollWidth > window.innerWidth);
      if (overflows) throw new Error(`og image for ${locale}: the hero title does not fit the card`);
      const file = `${outDir}/${locale}.png`;
      await page.screenshot({ path: file, type: 'png' });
      const bytes = statSync(file).size;
      if (bytes >= maxBytes) throw new Error(`${file} is ${bytes} bytes; keep it under ${maxBytes}`);
      console.log(`${file}  ${Math.round(bytes / 1024)} KB`);
    }
  } finally {
    await browser.close();
  }
  writeFileSync(cardsStampFile, `${cardsStamp()}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await drawImages();
