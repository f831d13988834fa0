/**
 * The brand face as the site ships it: a subset of Plus Jakarta Sans (variable weight, from its
 * fontsource package) holding only the characters the content uses, made by harfbuzz's subsetter
 * (subset-font), and its metric-matched fallback on each platform's own sans, whose size-adjust and
 * ascent/descent/line-gap overrides Capsize computes from the subset file itself and that font's
 * metrics (./fallback.ts). Written as @font-face rules by tooling/vite/brand-font.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import { brandFace, tokens } from '../../renderer/tokens.js';
import { fallbackCss, fallbackFaces, type BrandMetrics, type FallbackFace } from './fallback.js';

/** The source: fontsource's latin file, which holds every character of the five languages. */
export const brandFontSource = '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';

/**
 * Characters the content uses that Plus Jakarta Sans itself lacks, so that no subset can hold them:
 * the browser draws them from the next face of the stack that has them. U+202F, the narrow no-break
 * space of French typography and of Intl's numbers (a space: only its width comes from Arial); U+00AD,
 * the soft hyphen, and U+2060, the word joiner (German typography): invisible, drawn as nothing or
 * as the face's own hyphen.
 */
export const absentFromBrandFace: readonly string[] = ['\u202f', '\u00ad', '\u2060'];

/**
 * The weights the site draws: the theme's (tokens.font.weight*) and 700, the browser's bold of
 * <strong> and headings. The subset keeps its weight axis between the lightest and the boldest
 * only (the full 200–800 axis costs about a third more bytes).
 */
export function usedWeights(): { min: number; max: number } {
  const weights = Object.entries(tokens.font)
    .filter(([key]) => key.startsWith('weight'))
    .map(([, value]) => Number(value));
  weights.push(700);
  return { min: Math.min(...weights), max: Math.max(...weights) };
}

export interface BrandFont {
  /** The subset, WOFF2. */
  woff2: Buffer;
  weights: { min: number; max: number };
  /** The fallback's rules: the platform fonts grouped by Capsize's descriptors, most preferred first. */
  fallback: FallbackFace[];
  /** Both faces' @font-face rules, the brand face's file at `fileUrl`. */
  css(fileUrl: string): string;
}

/**
 * The OpenType features the subset keeps: kerning, and accents (composition, marks, local forms).
 * The face's others (ligatures, contextual and stylistic alternates, fractions, tabular figures…)
 * cost about 3 KB together, and would push the file past the first round trip of its connection:
 * 10 TCP segments, its response headers included (tests/e2e/budgets.spec.ts). The site's figures are
 * proportional, as the face draws them by default.
 */
export const brandFontFeatures = ['kern', 'ccmp', 'locl', 'mark', 'mkmk'] as const;

/** The subset of the brand face holding `characters`, WOFF2, with the weight axis and the features the site uses. */
export async function subsetBrandFont(characters: string): Promise<{ woff2: Buffer; weights: { min: number; max: number } }> {
  const source = readFileSync(createRequire(import.meta.url).resolve(brandFontSource));
  const weights = usedWeights();
  const woff2 = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght: weights }, keepFeatures: [...brandFontFeatures] });
  return { woff2, weights };
}

const quote = (name: string) => `"${name}"`;

/**
 * The subset's metrics, as Capsize reads them, at its regular weight and pinned at 700 (the
 * browser's bold, between the theme's 600 and 750): what the fallback's bold rule is matched to.
 */
async function brandMetrics(characters: string, woff2: Buffer): Promise<BrandMetrics> {
  const source = readFileSync(createRequire(import.meta.url).resolve(brandFontSource));
  const bold = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght: 700 } });
  return { regular: await fromBuffer(woff2), bold: await fromBuffer(bold) };
}

/** The brand face's subset, its fallback's descriptors, and their @font-face rules. */
export async function buildBrandFont(characters: string): Promise<BrandFont> {
  const { woff2, weights } = await subsetBrandFont(characters);
  const fallback = fallbackFaces(await brandMetrics(characters, woff2));
  return {
    woff2,
    weights,
    fallback,
    css: (fileUrl) =>
      [
        '/* The brand face: a subset of the content\'s characters (tooling/brand-font). optional and preloaded: drawn at the first paint when its file is there within ~100 ms, else the fallback stays (no swap, no shift). */',
        `@font-face { font-family: ${quote(brandFace.family)}; font-style: normal; font-weight: ${weights.min} ${weights.max}; font-display: optional; ` +
          `src: url(${JSON.stringify(fileUrl)}) format("woff2"); }`,
        '/* Its fallback: each platform\'s own sans sized and spaced like the brand face (Capsize), regular and bold; the last rule whose font exists wins. */',
        ...fallbackCss(fallback),
      ].join('\n') + '\n',
  };
}
