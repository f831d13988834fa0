/**
 * The share images are drawn in the brand face, embedded in the card, and in no font of the machine:
 * a card drawn with the machine's fonts (its sans: DejaVu or Liberation Sans here) and one drawn with
 * every one of them hidden from Chromium but a serif (a fontconfig file listing a folder that holds
 * that one file) are the same pixels, and both are the committed image's. A glyph drawn in a face of
 * the machine would be a sans glyph in the one and a serif glyph in the other. (With no system font
 * at all, Chromium loads no web font either: one font must stay.)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ogImage } from '../../renderer/site';
import { cardFace, cardFile, cardHtml, drawCards, missingFromCardFace } from '../../scripts/og-images';
import { chromiumFlags, chromiumPath } from '../../tooling/chromium';

/** The pixels of a PNG, RGBA. */
async function pixels(png: Buffer): Promise<Buffer> {
  return sharp(png).ensureAlpha().raw().toBuffer();
}

/** The share of pixels that differ between two images of the same size (any channel by more than 8 of 255). */
async function differingShare(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = [await pixels(a), await pixels(b)];
  expect(left.length).toBe(right.length);
  let differing = 0;
  for (let at = 0; at < left.length; at += 4) {
    if ([0, 1, 2].some((channel) => Math.abs(left[at + channel]! - right[at + channel]!) > 8)) differing++;
  }
  return differing / (left.length / 4);
}

/** The committed image may differ from a fresh drawing by anti-aliasing alone: far less than one glyph's worth of a line of text. */
const tolerance = 0.001;

describe('the share images', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'share-fonts-'));
  // A fontconfig whose only font is the machine's serif: Chromium sees none of its sans faces.
  const serif = spawnSync('fc-match', ['--format=%{file}', 'serif'], { encoding: 'utf8' }).stdout;
  mkdirSync(path.join(folder, 'fonts'));
  symlinkSync(serif, path.join(folder, 'fonts', path.basename(serif)));
  const serifOnlyConfig = path.join(folder, 'fonts.conf');
  writeFileSync(
    serifOnlyConfig,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig><dir>${folder}/fonts</dir><cachedir>${folder}/cache</cachedir></fontconfig>\n`,
  );
  const serifOnly = { ...(process.env as Record<string, string>), FONTCONFIG_FILE: serifOnlyConfig };
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('the fontconfig file hides every font of the machine but its serif', () => {
    const listed = (env?: Record<string, string>) => spawnSync('fc-list', [':', 'file'], { encoding: 'utf8', env }).stdout.trim().split('\n');
    expect(listed().length).toBeGreaterThan(1);
    expect(listed(serifOnly)).toEqual([`${folder}/fonts/${path.basename(serif)}:`]);
    expect(spawnSync('fc-match', ['--format=%{file}', 'sans-serif'], { encoding: 'utf8' }).stdout).not.toBe(serif);
  });

  it('names a character the brand face cannot draw (the narrow no-break space of French typography)', () => {
    expect(missingFromCardFace('Prêt\u202f?')).toEqual(['\u202f']);
  });

  it('are drawn the same with the machine\'s fonts and with its serif alone, and as committed', { timeout: 120_000 }, async () => {
    const withFonts = (await drawCards(['fr'])).get('fr')!;
    const withoutFonts = (await drawCards(['fr'], [path.join(folder, 'fonts')])).get('fr')!;
    expect(await differingShare(withFonts, withoutFonts), 'the card changes with the fonts of the machine').toBe(0);
    expect(await differingShare(withFonts, readFileSync(cardFile('fr'))), 'public/og/fr.png is not what the card draws: run `npm run og-images`').toBeLessThan(tolerance);
  });

  it('the comparison tells the brand face from DejaVu Sans (the same card in the machine\'s sans)', { timeout: 60_000 }, async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      const page = await browser.newPage({ viewport: { width: ogImage.width, height: ogImage.height }, deviceScaleFactor: 1 });
      await page.setContent(cardHtml('fr').replace(`\n    font-family: "${cardFace.family}";`, '\n    font-family: "DejaVu Sans";'), { waitUntil: 'load' });
      const inDejaVu = await page.screenshot({ type: 'png' });
      expect(await differingShare(inDejaVu, readFileSync(cardFile('fr')))).toBeGreaterThan(tolerance * 10);
    } finally {
      await browser.close();
    }
  });
});
