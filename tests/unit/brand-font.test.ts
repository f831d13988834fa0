/**
 * The brand face's subset (tooling/brand-font): built from every character of the content, it holds
 * them all, stays small, keeps the weights the theme uses, and its fallback face carries Capsize's
 * four metric overrides. The built site is checked too (tests/e2e/fonts.spec.ts, budgets.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as facts from '../../content/facts';
import { contentModules, loadSiteContent } from '../../content/index';
import { translatedLocales } from '../../content/locales';
import { absentFromBrandFace, brandFontSource, buildBrandFont, fallbackOverrides, usedWeights, type BrandFont } from '../../tooling/brand-font/build';
import { brandFontCharacters, contentCharacters, safetyCharacters } from '../../tooling/brand-font/characters';
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
});

describe('the subset', () => {
  it('holds every character of the content (but those the typeface itself lacks, listed in absentFromBrandFace)', async () => {
    const codePoints = fontCodePoints((await brandFont()).woff2);
    const absent = missingCharacters(new Set(), absentFromBrandFace);
    expect(missingCharacters(codePoints, contentCharacters()).filter((character) => !absent.includes(character))).toEqual([]);
    expect(missingCharacters(codePoints, safetyCharacters)).toEqual([]);
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

  it('the brand face is font-display: optional; each fallback face declares the four metric overrides, as Capsize computed them', async () => {
    const { css, overrides } = await brandFont();
    const faces = css('./brand.woff2').match(/@font-face \{[^}]*\}/g) ?? [];
    const brand = faces.filter((face) => face.includes(`font-family: "${brandFace.family}";`));
    const fallback = faces.filter((face) => face.includes(`font-family: "${brandFace.fallbackFamily}";`));
    expect(brand).toHaveLength(1);
    expect(brand[0]).toContain('font-display: optional;');
    expect(brand[0]).toContain('src: url("./brand.woff2") format("woff2");');
    expect(fallback).toHaveLength(2);
    for (const face of fallback) {
      expect(face).toMatch(/src: local\("Arial[^"]*"\)/);
      expect(face).toContain('"Liberation Sans');
      for (const name of fallbackOverrides) {
        expect(overrides[name]).toMatch(/^\d+(\.\d+)?%$/);
        expect(face).toContain(`${name}: ${overrides[name]};`);
      }
    }
    // Plus Jakarta Sans is wider than Arial, and taller: Arial is scaled up, its line box set to the brand face's.
    expect(parseFloat(overrides['size-adjust'])).toBeGreaterThan(100);
    expect(parseFloat(overrides['line-gap-override'])).toBe(0);
  });
});
