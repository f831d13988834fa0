/**
 * The brand face as the site ships it: a subset of Plus Jakarta Sans (variable weight, from its
 * fontsource package) holding only the characters the content uses, made by harfbuzz's subsetter
 * (subset-font), and a metric-matched fallback face on the local Arial or its metric twins, whose
 * size-adjust and ascent/descent/line-gap overrides Capsize computes from the subset file itself
 * and Arial's published metrics. Written as @font-face rules by tooling/vite/brand-font.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import { brandFace, tokens } from '../../renderer/tokens.js';

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

/**
 * The local faces the fallback may use: Arial (Windows, macOS, iOS) and the faces drawn to its
 * widths: Helvetica, Liberation Sans (Linux), Arimo (ChromeOS). Regular and bold, so that bold text
 * in the fallback is a real bold rather than a synthesized one.
 */
const fallbackLocals = {
  regular: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans', 'Arimo'],
  bold: ['Arial Bold', 'Arial-BoldMT', 'Helvetica Bold', 'Helvetica-Bold', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
};

/** The four descriptors a metric-matched fallback needs; the build fails if Capsize leaves one out. */
export const fallbackOverrides = ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override'] as const;
export type FallbackOverrides = Record<(typeof fallbackOverrides)[number], string>;

export interface BrandFont {
  /** The subset, WOFF2. */
  woff2: Buffer;
  weights: { min: number; max: number };
  /** Capsize's descriptors for the fallback face. */
  overrides: FallbackOverrides;
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

/** Capsize's fallback descriptors for the subset against Arial's metrics (the widths weighted as latin text). */
export async function fallbackOverridesFor(woff2: Buffer): Promise<FallbackOverrides> {
  const metrics = await fromBuffer(woff2);
  const { fontFaces } = createFontStack([{ ...metrics, familyName: brandFace.family }, arial], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]?.['@font-face'];
  const overrides = {
    'size-adjust': face?.sizeAdjust,
    'ascent-override': face?.ascentOverride,
    'descent-override': face?.descentOverride,
    'line-gap-override': face?.lineGapOverride,
  };
  const missing = fallbackOverrides.filter((name) => typeof overrides[name] !== 'string');
  if (missing.length > 0) throw new Error(`Capsize gave no ${missing.join(', ')} for the brand face's fallback: ${JSON.stringify(face)}`);
  return overrides as FallbackOverrides;
}

const quote = (name: string) => `"${name}"`;

/** The brand face's subset, its fallback's descriptors, and their @font-face rules. */
export async function buildBrandFont(characters: string): Promise<BrandFont> {
  const { woff2, weights } = await subsetBrandFont(characters);
  const overrides = await fallbackOverridesFor(woff2);
  const descriptors = fallbackOverrides.map((name) => `${name}: ${overrides[name]};`).join(' ');
  const fallbackFace = (locals: readonly string[], weight: string) =>
    `@font-face { font-family: ${quote(brandFace.fallbackFamily)}; font-style: normal; font-weight: ${weight}; ` +
    `src: ${locals.map((name) => `local(${quote(name)})`).join(', ')}; ${descriptors} }`;
  return {
    woff2,
    weights,
    overrides,
    css: (fileUrl) =>
      [
        '/* The brand face: a subset of the content\'s characters (tooling/brand-font). optional and preloaded: drawn at the first paint when its file is there within ~100 ms, else the fallback stays (no swap, no shift). */',
        `@font-face { font-family: ${quote(brandFace.family)}; font-style: normal; font-weight: ${weights.min} ${weights.max}; font-display: optional; ` +
          `src: url(${JSON.stringify(fileUrl)}) format("woff2"); }`,
        '/* Its fallback: the local Arial (or a metric twin) sized and spaced like the brand face (Capsize), regular and bold. */',
        fallbackFace(fallbackLocals.regular, '100 549'),
        fallbackFace(fallbackLocals.bold, '550 900'),
      ].join('\n') + '\n',
  };
}
