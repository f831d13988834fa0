/**
 * `npm run og-images`: the share card of each language, public/og/<lang>.png (1200×630), committed.
 * A simple branded HTML card (brand name from content/facts.ts settings, the home hero title of the
 * language, the theme's colours from renderer/tokens.ts) rendered in Debian's Chromium and
 * screenshotted. Drawn in the brand face, its file embedded in the card (never a font of the
 * machine): the same pixels on every machine, whatever fonts it has. Run it again after changing
 * any of them.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { create, type Font } from 'fontkitten';
import { contentFor } from '../content/index';
import { settings } from '../content/facts';
import { locales, type Locale } from '../content/locales';
import { brandMarkSvg } from '../renderer/brand-mark';
import { ogImage } from '../renderer/site';
import { tokens } from '../renderer/tokens';
import { brandFontSource } from '../tooling/brand-font/build';
import { chromiumFlags, chromiumPath } from '../tooling/chromium';

const outDir = fileURLToPath(new URL('../public/og', import.meta.url));
/**
 * The fingerprint of the cards the images were drawn from: a test compares it with the cards of the
 * current content and theme, so that images cannot silently fall behind a changed title or colour.
 */
export const cardsStampFile = fileURLToPath(new URL('./og-images.sha256', import.meta.url));
const maxBytes = 100 * 1024;

/**
 * The face the cards are drawn in: the brand face's whole Latin file (fontsource's, the source of the
 * site's subset), weight axis and all. Its own family name, so that no installed font of the
 * machine can stand in for it.
 */
export const cardFace = { family: 'Share Card Brand Face', file: readFileSync(createRequire(import.meta.url).resolve(brandFontSource)) };

/** The characters of a text the card's face cannot draw (the browser would take them from a font of the machine). */
export function missingFromCardFace(text: string): string[] {
  const font = create(cardFace.file) as Font;
  return [...new Set(text)].filter((character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Flat colours only (the theme's brand and dark surface): the PNG stays small. The brand face is embedded: its bytes are part of the card, so of its stamp. */
export function cardHtml(locale: Locale): string {
  const { color } = tokens;
  const title = contentFor(locale).home.hero.title;
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<style>
  @font-face { font-family: "${cardFace.family}"; font-weight: 200 800; src: url(data:font/woff2;base64,${cardFace.file.toString('base64')}) format("woff2"); }
  html, body { margin: 0; }
  body {
    width: ${ogImage.width}px; height: ${ogImage.height}px; box-sizing: border-box;
    display: flex; flex-direction: column; justify-content: space-between;
    padding: 72px 80px; background: ${color.surfaceDark}; color: ${color.surface};
    font-family: "${cardFace.family}";
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

/** The fingerprint of every language's card, as they would be drawn now: its words, its colours and the brand face's bytes (embedded in it). */
export function cardsStamp(): string {
  const hash = createHash('sha256');
  for (const locale of locales) hash.update(`${locale}\n${cardHtml(locale)}\n`);
  return hash.digest('hex');
}

/** The fingerprint recorded when the images were last drawn. */
export function recordedCardsStamp(): string {
  return readFileSync(cardsStampFile, 'utf8').trim();
}

/** The card's words: what must be drawn in the brand face. */
export function cardText(locale: Locale): string {
  return `${settings.brandName} ${contentFor(locale).home.hero.title}`;
}

/**
 * The fontconfig Chromium draws the cards with: the machine's fonts (or only those of `fontFolders`),
 * and its rendering pinned, whatever the machine's settings say (Chromium takes hinting, anti-aliasing
 * and subpixel order from fontconfig, even for a web font): grey anti-aliasing, no hinting. The
 * machine's fonts stay listed because Chromium loads no web font when it finds no font at all; the
 * card's glyphs all come from the brand face (`missingFromCardFace`).
 */
function cardFontconfig(folder: string, fontFolders?: readonly string[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const fonts = fontFolders
    ? fontFolders.map((dir) => `<dir>${escape(dir)}</dir>`).join('')
    : `<include ignore_missing="yes">${escape(process.env.FONTCONFIG_FILE ?? '/etc/fonts/fonts.conf')}</include>`;
  const pinned: [string, string][] = [
    ['antialias', '<bool>true</bool>'],
    ['hinting', '<bool>false</bool>'],
    ['hintstyle', '<const>hintnone</const>'],
    ['autohint', '<bool>false</bool>'],
    ['rgba', '<const>none</const>'],
    ['lcdfilter', '<const>lcdnone</const>'],
    ['embeddedbitmap', '<bool>false</bool>'],
  ];
  const file = path.join(folder, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>${fonts}<cachedir>${escape(folder)}/cache</cachedir>` +
      `<match target="font">${pinned.map(([name, value]) => `<edit name="${name}" mode="assign">${value}</edit>`).join('')}</match></fontconfig>\n`,
  );
  return file;
}

/**
 * Each language's card as a PNG, drawn in Debian's Chromium, with the machine's fonts or only those of
 * `fontFolders` (a test hides the machine's). Fails rather than draw a card clipped or in another face.
 */
export async function drawCards(which: readonly Locale[] = locales, fontFolders?: readonly string[]): Promise<Map<Locale, Buffer>> {
  const cards = new Map<Locale, Buffer>();
  const folder = mkdtempSync(path.join(tmpdir(), 'share-cards-'));
  const env = { ...(process.env as Record<string, string>), FONTCONFIG_FILE: cardFontconfig(folder, fontFolders) };
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, env });
  try {
    const page = await browser.newPage({ viewport: { width: ogImage.width, height: ogImage.height }, deviceScaleFactor: 1 });
    for (const locale of which) {
      const missing = missingFromCardFace(cardText(locale));
      if (missing.length) throw new Error(`og image for ${locale}: the brand face has no ${missing.join(' ')}`);
      await page.setContent(cardHtml(locale), { waitUntil: 'load' });
      // The face loaded and applied before the picture is taken.
      const loaded = await page.evaluate(async (family) => {
        await Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 40px "${family}"`)));
        await document.fonts.ready;
        return [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded');
      }, cardFace.family);
      if (!loaded) throw new Error(`og image for ${locale}: the brand face did not load`);
      // The title must fit the card: fail rather than write a clipped image.
      const overflows = await page.evaluate(() => document.body.scrollHeight > window.innerHeight || document.body.scrollWidth > window.innerWidth);
      if (overflows) throw new Error(`og image for ${locale}: the hero title does not fit the card`);
      cards.set(locale, await page.screenshot({ type: 'png' }));
    }
  } finally {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  }
  return cards;
}

/** Where a language's card is committed. */
export const cardFile = (locale: Locale) => `${outDir}/${locale}.png`;

async function drawImages(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  for (const [locale, png] of await drawCards()) {
    const file = cardFile(locale);
    writeFileSync(file, png);
    const bytes = statSync(file).size;
    if (bytes >= maxBytes) throw new Error(`${file} is ${bytes} bytes; keep it under ${maxBytes}`);
    console.log(`${file}  ${Math.round(bytes / 1024)} KB`);
  }
  writeFileSync(cardsStampFile, `${cardsStamp()}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await drawImages();
