/**
 * The brand face's subset (tooling/brand-font): built from every character of the content, it holds
 * them all, stays small, keeps the weights the theme uses; its fallback names each platform's own sans
 * with Capsize's four overrides for that font, checked here against the fonts' widths and line box
 * measured another way. The built site is checked too (tests/e2e/fonts.spec.ts, fallback.spec.ts,
 * budgets.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as facts from '../../content/facts';
import { contentModules, loadSiteContent } from '../../content/index';
import { translatedLocales } from '../../content/locales';
import type { FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arimo from '@capsizecss/metrics/arimo';
import helvetica from '@capsizecss/metrics/helvetica';
import helveticaNeue from '@capsizecss/metrics/helveticaNeue';
import notoSans from '@capsizecss/metrics/notoSans';
import roboto from '@capsizecss/metrics/roboto';
import segoeUI from '@capsizecss/metrics/segoeUI';
import { fromFile } from '@capsizecss/unpack/fs';
import { create, type Font } from 'fontkitten';
import subsetFont from 'subset-font';
import { absentFromBrandFace, brandFontSource, buildBrandFont, usedWeights, type BrandFont } from '../../tooling/brand-font/build';
import { dejaVuSans, fallbackOverrides, platformFonts } from '../../tooling/brand-font/fallback';
import { brandFontCharacters, contentCharacters, safetyCharacters, withCapitals } from '../../tooling/brand-font/characters';
import { brandFace, tokens } from '../../renderer/tokens';
import { fontCodePoints, missingCharacters } from '../fixtures/font-characters';

/** Every character of every string in a value, found another way than the build's walker: JSON's reviver. */
function charactersByJson(value: unknown): Set<string> {
  const found = new Set<string>();
  JSON.parse(JSON.stringify(value), (_key, item: unknown) => {
    if (typeof item === 'string') for (const character of item) found.add(character);
    return item;
  });
  return new Set([...found].filter((character) => !/\p{Cc}/u.test(character)));
}

let built: Promise<BrandFont> | undefined;
const brandFont = () => (built ??= buildBrandFont(brandFontCharacters().join('')));

describe('the characters of the brand face', () => {
  it('are every character of the five content modules (as written and as the pages show them) and of the facts', () => {
    const characters = new Set(contentCharacters());
    expect(Object.keys(contentModules).sort()).toEqual([...translatedLocales].sort());
    for (const [locale, module] of Object.entries(contentModules)) {
      expect(missingCharacters(new Set([...characters].map((character) => character.codePointAt(0)!)), charactersByJson(module)), `content/${locale}.ts`).toEqual([]);
    }
    const expected = new Set([...charactersByJson(contentModules), ...charactersByJson(loadSiteContent()), ...charactersByJson(facts)]);
    // Facts also hold numbers, which the walker writes in digits.
    expect([...characters].filter((character) => !expected.has(character) && !/[0-9.e+-]/.test(character))).toEqual([]);
    expect([...expected].filter((character) => !characters.has(character))).toEqual([]);
  });

  it('add printable ASCII and the usual punctuation, whatever the content holds today', () => {
    const characters = brandFontCharacters();
    for (const character of safetyCharacters) expect(characters).toContain(character);
    for (const character of contentCharacters()) expect(characters).toContain(character);
  });

  it('add the capital of every letter, for labels the stylesheet sets in capitals ("CÓMO", "ÇA", "PIÙ")', () => {
    const characters = brandFontCharacters();
    for (const capital of ['Ó', 'Á', 'Ç', 'Ù', 'É', 'Ñ']) expect(characters).toContain(capital);
    for (const character of contentCharacters()) for (const capital of character.toUpperCase()) expect(characters).toContain(capital);
  });
});

describe('the subset', () => {
  it('holds every character of the content (but those the typeface itself lacks, listed in absentFromBrandFace)', async () => {
    const codePoints = fontCodePoints((await brandFont()).woff2);
    const absent = missingCharacters(new Set(), absentFromBrandFace);
    expect(missingCharacters(codePoints, contentCharacters()).filter((character) => !absent.includes(character))).toEqual([]);
    expect(missingCharacters(codePoints, safetyCharacters)).toEqual([]);
    expect(missingCharacters(codePoints, withCapitals(contentCharacters())).filter((character) => !absent.includes(character))).toEqual([]);
  });

  it('absentFromBrandFace lists only characters the source file really lacks', () => {
    const source = fontCodePoints(readFileSync(createRequire(import.meta.url).resolve(brandFontSource)));
    expect(missingCharacters(source, absentFromBrandFace)).toEqual(missingCharacters(new Set(), absentFromBrandFace));
  });

  it('is one WOFF2 file of at most 20 KB', async () => {
    const { woff2 } = await brandFont();
    expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(woff2.length).toBeLessThanOrEqual(20 * 1024);
  });

  it('keeps the weight axis over every weight the theme uses, and 700 (bold of <strong> and headings)', async () => {
    const { weights, css } = await brandFont();
    expect(weights).toEqual(usedWeights());
    for (const weight of [tokens.font.weightRegular, tokens.font.weightMedium, tokens.font.weightBold, '700'].map(Number)) {
      expect(weight).toBeGreaterThanOrEqual(weights.min);
      expect(weight).toBeLessThanOrEqual(weights.max);
    }
    expect(css('./brand.woff2')).toContain(`font-weight: ${weights.min} ${weights.max}; font-display: optional;`);
  });
});

describe('the faces', () => {
  it('the body font is the brand face, then its fallback, then the generic family', () => {
    expect(tokens.font.body).toBe(`"${brandFace.family}", "${brandFace.fallbackFamily}", sans-serif`);
  });

  it('the brand face is font-display: optional, from its file; every other rule is a fallback rule of local fonts with the four overrides', async () => {
    const faces = (await brandFont()).css('./brand.woff2').match(/@font-face \{[^}]*\}/g) ?? [];
    const brand = faces.filter((face) => face.includes(`font-family: "${brandFace.family}";`));
    expect(brand).toHaveLength(1);
    expect(brand[0]).toContain('font-display: optional;');
    expect(brand[0]).toContain('src: url("./brand.woff2") format("woff2");');
    const fallback = faces.filter((face) => face.includes(`font-family: "${brandFace.fallbackFamily}";`));
    expect(fallback.length).toBe(faces.length - 1);
    for (const face of fallback) {
      expect(face).toMatch(/ src: local\("[^"]+"\)(, local\("[^"]+"\))*;/);
      for (const name of fallbackOverrides) expect(face).toMatch(new RegExp(` ${name}: \\d+%;`));
    }
  });
});

/** The platform fonts the fallback must name, in the order browsers find them, with their PostScript names (regular, bold). */
const platformNames: ReadonlyArray<[font: string, regular: string, bold: string, metrics: Pick<FontMetrics, 'unitsPerEm' | 'xWidthAvg'> | 'file']> = [
  ['Arial', 'ArialMT', 'Arial-BoldMT', arial],
  ['Helvetica', 'Helvetica', 'Helvetica-Bold', helvetica],
  ['Helvetica Neue', 'HelveticaNeue', 'HelveticaNeue-Bold', helveticaNeue],
  ['Roboto', 'Roboto-Regular', 'Roboto-Bold', roboto],
  ['Segoe UI', 'SegoeUI', 'SegoeUI-Bold', segoeUI],
  // Liberation Sans is drawn to Arimo's metrics (and Arial's).
  ['Liberation Sans', 'LiberationSans', 'LiberationSans-Bold', arimo],
  ['Arimo', 'Arimo-Regular', 'Arimo-Bold', arimo],
  ['DejaVu Sans', 'DejaVuSans', 'DejaVuSans-Bold', 'file'],
  ['Noto Sans', 'NotoSans-Regular', 'NotoSans-Bold', notoSans],
];

/** Debian's DejaVu Sans (fonts-dejavu-core, which fontconfig and so Chromium bring): the one platform font whose files are here. */
const dejaVuFile = (style: '' | '-Bold') => `/usr/share/fonts/truetype/dejavu/DejaVuSans${style}.ttf`;

interface FallbackRule {
  index: number;
  weight: string;
  sources: string[];
  /** size-adjust and the three overrides, as fractions. */
  sizeAdjust: number;
  ascent: number;
  descent: number;
  lineGap: number;
}

async function fallbackRules(): Promise<FallbackRule[]> {
  const faces = (await brandFont()).css('./brand.woff2').match(/@font-face \{[^}]*\}/g) ?? [];
  return faces
    .filter((face) => face.includes(`font-family: "${brandFace.fallbackFamily}";`))
    .map((face, index) => {
      const percent = (name: string) => Number(face.match(new RegExp(` ${name}: (\\d+)%;`))?.[1]) / 100;
      return {
        index,
        weight: face.match(/font-weight: ([^;]+);/)?.[1] ?? '',
        sources: [...face.matchAll(/local\("([^"]+)"\)/g)].map((match) => match[1]!),
        sizeAdjust: percent('size-adjust'),
        ascent: percent('ascent-override'),
        descent: percent('descent-override'),
        lineGap: percent('line-gap-override'),
      };
    });
}

/** The rule of `weight` that draws `name`: the first name of its src that exists is used. */
function ruleFor(rules: FallbackRule[], weight: string, name: string): FallbackRule {
  const rule = rules.find((candidate) => candidate.weight === weight && candidate.sources.includes(name));
  if (!rule) throw new Error(`no ${weight} rule names ${name}`);
  return rule;
}

/** Long strings of a content module (no placeholders): the site's own prose, to measure widths on. */
function proseOf(locale: 'en' | 'de'): string {
  const strings: string[] = [];
  JSON.parse(JSON.stringify(contentModules[locale]), (_key, value: unknown) => {
    if (typeof value === 'string' && value.length >= 40 && !value.includes('{')) strings.push(value);
    return value;
  });
  return strings.join(' ');
}

/** A text's advance width in em, from a font file's own glyphs (fontkitten, not Capsize's averages). */
const widthOf = (font: Font, text: string) => font.glyphsForString(text).reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / font.unitsPerEm;

/** The brand face as the site ships it, and at 700 (instanced by fontkitten from a subset that keeps the axis). */
async function brandFiles(): Promise<{ regular: Font; bold: Font }> {
  const characters = brandFontCharacters().join('');
  const source = readFileSync(createRequire(import.meta.url).resolve(brandFontSource));
  const variable = await subsetFont(source, characters, { targetFormat: 'sfnt', variationAxes: { wght: usedWeights() } });
  return { regular: create((await brandFont()).woff2) as Font, bold: (create(variable) as Font).getVariation({ wght: 700 }) };
}

describe('the fallback on every platform', () => {
  it('names every platform font, regular and bold (falling back to its regular), with the PostScript name Capsize has for it', async () => {
    const rules = await fallbackRules();
    for (const [font, regular, bold] of platformNames) {
      ruleFor(rules, '100 549', regular);
      expect(ruleFor(rules, '550 900', bold).sources, font).toContain(regular);
    }
    expect(platformFonts.map((font) => font.name)).toEqual(platformNames.map(([font]) => font));
    for (const font of platformFonts) if (font.name !== 'Liberation Sans') expect(font.metrics.postscriptName).toBe(platformNames.find(([name]) => name === font.name)![1]);
  });

  it("each platform draws its preferred font: the last rule with a font that exists, that rule's first name that exists", async () => {
    const rules = await fallbackRules();
    const postscript = new Map(platformNames.map(([font, regular]) => [font, regular]));
    const drawn = (installed: string[]) => {
      const names = new Set(installed.map((font) => postscript.get(font)!));
      const rule = rules.filter((candidate) => candidate.weight === '100 549' && candidate.sources.some((name) => names.has(name))).at(-1);
      return platformNames.find(([, regular]) => regular === rule?.sources.find((name) => names.has(name)))?.[0];
    };
    for (const [font] of platformNames) expect(drawn([font])).toBe(font);
    expect(drawn(['Segoe UI', 'Arial']), 'Windows').toBe('Arial');
    expect(drawn(['Helvetica Neue', 'Helvetica', 'Arial']), 'macOS, iOS').toBe('Arial');
    expect(drawn(['Helvetica Neue', 'Helvetica']), 'Apple without Arial').toBe('Helvetica');
    // Arimo shares Arial's rules, ahead of Roboto's.
    expect(drawn(['Arimo', 'Noto Sans', 'Roboto']), 'ChromeOS').toBe('Arimo');
    expect(drawn(['Noto Sans', 'DejaVu Sans', 'Liberation Sans']), 'Linux').toBe('Liberation Sans');
    expect(drawn(['Noto Sans', 'DejaVu Sans']), 'Linux without Liberation').toBe('DejaVu Sans');
  });

  it('stores what Capsize reads from DejaVu Sans, which its metrics collection lacks', async () => {
    for (const [style, stored] of [['', dejaVuSans.regular], ['-Bold', dejaVuSans.bold]] as const) {
      const read = await fromFile(dejaVuFile(style));
      expect(stored).toEqual({ familyName: read.familyName, postscriptName: read.postscriptName, ascent: read.ascent, descent: read.descent, lineGap: read.lineGap, unitsPerEm: read.unitsPerEm, xWidthAvg: read.xWidthAvg });
    }
  });

  it("each platform font's size-adjust draws the site's prose at the brand face's width (its average letter, scaled), within 3 %, and its bold's where its metrics are known", async () => {
    const brand = await brandFiles();
    const rules = await fallbackRules();
    for (const locale of ['en', 'de'] as const) {
      const prose = proseOf(locale);
      const length = [...prose].length;
      for (const [font, regular, bold, metrics] of platformNames) {
        const { unitsPerEm, xWidthAvg } = metrics === 'file' ? await fromFile(dejaVuFile('')) : metrics;
        const width = length * (xWidthAvg / unitsPerEm) * ruleFor(rules, '100 549', regular).sizeAdjust;
        expect(Math.abs(width / widthOf(brand.regular, prose) - 1), `${font}, ${locale}`).toBeLessThan(0.03);
        const boldMetrics = platformFonts.find((candidate) => candidate.name === font)!.bold.metrics;
        if (!boldMetrics) continue;
        const boldWidth = length * (boldMetrics.xWidthAvg / boldMetrics.unitsPerEm) * ruleFor(rules, '550 900', bold).sizeAdjust;
        expect(Math.abs(boldWidth / widthOf(brand.bold, prose) - 1), `${font} bold, ${locale}`).toBeLessThan(0.03);
      }
    }
  });

  it("DejaVu Sans, whose files are here, draws the prose at the brand face's width glyph by glyph, regular and bold (700), within 2 %", async () => {
    const brand = await brandFiles();
    const rules = await fallbackRules();
    for (const [style, weight, brandFace] of [['', '100 549', brand.regular], ['-Bold', '550 900', brand.bold]] as const) {
      const dejaVu = create(readFileSync(dejaVuFile(style))) as Font;
      const rule = ruleFor(rules, weight, `DejaVuSans${style}`);
      for (const locale of ['en', 'de'] as const) {
        const prose = proseOf(locale);
        expect(Math.abs((widthOf(dejaVu, prose) * rule.sizeAdjust) / widthOf(brandFace, prose) - 1), `DejaVu Sans${style}, ${locale}`).toBeLessThan(0.02);
      }
    }
  });

  it("every fallback rule's line box, once scaled, is the brand face's: ascent, descent and line gap from its own file, within 1 % of the em", async () => {
    const { regular: brand } = await brandFiles();
    for (const rule of await fallbackRules()) {
      const name = rule.sources[0];
      expect(Math.abs(rule.ascent * rule.sizeAdjust - brand.ascent / brand.unitsPerEm), `${name} ascent`).toBeLessThan(0.01);
      expect(Math.abs(rule.descent * rule.sizeAdjust - Math.abs(brand.descent) / brand.unitsPerEm), `${name} descent`).toBeLessThan(0.01);
      expect(Math.abs(rule.lineGap * rule.sizeAdjust - brand.lineGap / brand.unitsPerEm), `${name} line gap`).toBeLessThan(0.01);
    }
  });
});
