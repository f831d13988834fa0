/**
 * The brand face's fallback on every platform: until the brand face is there (or for good, when
 * its file misses optional display's short wait), the text is drawn in the platform's own sans,
 * sized and spaced like the brand face. For each platform font, Capsize computes the four
 * descriptors from the brand subset's metrics and that font's own; fonts whose descriptors come out
 * equal share one @font-face rule (their local() names together).
 *
 * All the rules have one family name (renderer/tokens.ts brandFace.fallbackFamily), so the font
 * stack stays three names long. Among rules of one family with the same descriptors, browsers take
 * the last declared whose local() font exists, skipping the others (Chromium:
 * CSSSegmentedFontFace::GetFontData walks the faces in reverse and keeps those that load; WebKit
 * likewise): the rules are written from the least preferred font to the most, so each platform
 * draws its preferred font with that font's own metrics.
 *
 * Capsize's createFontStack computes the numbers but not this stylesheet: it makes one family per
 * fallback font ("<brand> Fallback: Arial"), all named in the font stack with the system families
 * after them, one rule each (regular only), and leaves out an override equal to the local font's own.
 */
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arimo from '@capsizecss/metrics/arimo';
import helvetica from '@capsizecss/metrics/helvetica';
import helveticaNeue from '@capsizecss/metrics/helveticaNeue';
import notoSans from '@capsizecss/metrics/notoSans';
import roboto from '@capsizecss/metrics/roboto';
import segoeUI from '@capsizecss/metrics/segoeUI';
import { brandFace } from '../../renderer/tokens.js';

export type Metrics = Pick<FontMetrics, 'familyName' | 'ascent' | 'descent' | 'lineGap' | 'unitsPerEm' | 'xWidthAvg'> &
  Partial<Pick<FontMetrics, 'fullName' | 'postscriptName' | 'subsets'>>;

/**
 * DejaVu Sans, the default sans of Debian and of Linux desktops without Liberation, regular and
 * bold: Capsize's metrics collection lacks it, so these are what Capsize's own reader
 * (@capsizecss/unpack) reads from DejaVuSans.ttf and DejaVuSans-Bold.ttf 2.37 (Debian's
 * fonts-dejavu-core; tests/unit/brand-font.test.ts reads them again).
 */
export const dejaVuSans = {
  regular: { familyName: 'DejaVu Sans', postscriptName: 'DejaVuSans', ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 },
  bold: { familyName: 'DejaVu Sans', postscriptName: 'DejaVuSans-Bold', ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1176 },
} satisfies Record<string, Metrics>;

/**
 * Arial Bold's widths, which Helvetica Bold, Liberation Sans Bold and Arimo Bold share (the
 * collection has regulars only): what Capsize's reader reads from LiberationSans-Bold.ttf 1.07.4
 * (Debian's fonts-liberation; its regular reads as Capsize's Arial, 913 units wide on average).
 */
export const arialBold: Metrics = { familyName: 'Liberation Sans', postscriptName: 'LiberationSans-Bold', ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 983 };

export interface PlatformFont {
  /** Its family, as the report and the tests name it. */
  name: string;
  /** Where it is the default sans. */
  platforms: string;
  /** Its regular's metrics, as Capsize has them; the local() name is their PostScript name. */
  metrics: Metrics & { postscriptName: string };
  /** Its bold's PostScript name, and its metrics where they are known. */
  bold: { postscriptName: string; metrics?: Metrics };
}

/**
 * Each platform's default sans, in the order browsers will find them: the first one a platform has
 * is drawn, but that a font sharing an earlier font's rules ranks with it (Liberation Sans and Arimo
 * with Arial: ChromeOS draws Arimo rather than Roboto, both matched). Liberation Sans (Linux) is
 * Arimo's outlines drawn to Arial's metrics under its own name: Capsize has Arimo's, which it takes.
 * Each is named by its PostScript name alone, which every engine's local() matches (as it does the
 * full name, which would only add bytes).
 */
export const platformFonts: readonly PlatformFont[] = [
  { name: 'Arial', platforms: 'Windows, macOS, iOS', metrics: arial, bold: { postscriptName: 'Arial-BoldMT', metrics: arialBold } },
  { name: 'Helvetica', platforms: 'iOS, macOS', metrics: helvetica, bold: { postscriptName: 'Helvetica-Bold', metrics: arialBold } },
  { name: 'Helvetica Neue', platforms: 'iOS, macOS', metrics: helveticaNeue, bold: { postscriptName: 'HelveticaNeue-Bold' } },
  { name: 'Roboto', platforms: 'Android, ChromeOS', metrics: roboto, bold: { postscriptName: 'Roboto-Bold' } },
  { name: 'Segoe UI', platforms: 'Windows', metrics: segoeUI, bold: { postscriptName: 'SegoeUI-Bold' } },
  { name: 'Liberation Sans', platforms: 'Linux', metrics: { ...arimo, familyName: 'Liberation Sans', postscriptName: 'LiberationSans' }, bold: { postscriptName: 'LiberationSans-Bold', metrics: arialBold } },
  { name: 'Arimo', platforms: 'ChromeOS, Linux', metrics: arimo, bold: { postscriptName: 'Arimo-Bold', metrics: arialBold } },
  { name: 'DejaVu Sans', platforms: 'Linux', metrics: dejaVuSans.regular, bold: { postscriptName: 'DejaVuSans-Bold', metrics: dejaVuSans.bold } },
  { name: 'Noto Sans', platforms: 'Linux', metrics: notoSans, bold: { postscriptName: 'NotoSans-Bold' } },
];

/** The four descriptors a metric-matched fallback needs; the build fails if Capsize leaves one out. */
export const fallbackOverrides = ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override'] as const;
export type FallbackOverrides = Record<(typeof fallbackOverrides)[number], string>;

/**
 * A percentage to 1 %, its shortest form: a width moves by 0.5 % at most, less than the spread of
 * a text's own letters around the average width Capsize matches. Fonts whose descriptors come out
 * equal share rules (Helvetica, Liberation Sans and Arimo with Arial).
 */
function shortPercent(value: string): string {
  return `${Math.round(parseFloat(value))}%`;
}

/**
 * Capsize's descriptors for drawing `font` like `brand`. Capsize leaves out an override equal to the
 * local font's own (a zero line gap on both sides): it is given only the font's width metrics (its
 * vertical ones serve that comparison alone), so it writes all four, and no platform's choice among
 * a font's own metric tables changes the line box.
 */
export function capsizeOverrides(brand: Metrics, font: Metrics): FallbackOverrides {
  const widthsOnly = { ...font, ascent: Number.NaN, descent: Number.NaN, lineGap: Number.NaN };
  const { fontFaces } = createFontStack([{ ...brand, familyName: brandFace.family }, widthsOnly], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]?.['@font-face'];
  const computed = { 'size-adjust': face?.sizeAdjust, 'ascent-override': face?.ascentOverride, 'descent-override': face?.descentOverride, 'line-gap-override': face?.lineGapOverride };
  const missing = fallbackOverrides.filter((name) => typeof computed[name] !== 'string');
  if (missing.length > 0) throw new Error(`Capsize gave no ${missing.join(', ')} for the fallback on ${font.familyName}: ${JSON.stringify(face)}`);
  return Object.fromEntries(fallbackOverrides.map((name) => [name, shortPercent(computed[name]!)])) as FallbackOverrides;
}

/** The brand face's metrics at its regular weight, and at 700 (what the fallback's bold rule is matched to). */
export interface BrandMetrics {
  regular: Metrics;
  bold: Metrics;
}

/**
 * One @font-face pair's worth: the fonts drawn with one set of descriptors. Where the bold's own
 * metrics are known (Arial's, DejaVu Sans'), the bold rule is matched to the brand face at 700 from
 * them; elsewhere it takes the regular's (a real bold then runs 3 to 4 % wider than the brand's).
 */
export interface FallbackFace {
  fonts: PlatformFont[];
  regular: FallbackOverrides;
  bold: FallbackOverrides;
}

/** The platform fonts grouped by equal descriptors, the most preferred group first. */
export function fallbackFaces(brand: BrandMetrics): FallbackFace[] {
  const faces = new Map<string, FallbackFace>();
  for (const font of platformFonts) {
    const regular = capsizeOverrides(brand.regular, font.metrics);
    const bold = font.bold.metrics ? capsizeOverrides(brand.bold, font.bold.metrics) : regular;
    const key = JSON.stringify([regular, bold]);
    const face = faces.get(key) ?? { fonts: [], regular, bold };
    face.fonts.push(font);
    faces.set(key, face);
  }
  return [...faces.values()];
}

const descriptors = (overrides: FallbackOverrides) => fallbackOverrides.map((name) => `${name}: ${overrides[name]};`).join(' ');
const sources = (names: readonly string[]) => names.map((name) => `local("${name}")`).join(', ');

/**
 * The fallback's @font-face rules, least preferred first (the last one whose font exists wins).
 * Each group has a regular and a bold rule, so that bold text is a real bold; the bold rule ends
 * with the regular names, drawn in synthetic bold where the bold has no name of its own (Android
 * 12's Roboto is one variable file, found only by its regular name).
 */
export function fallbackCss(faces: readonly FallbackFace[]): string[] {
  const rule = (weight: string, src: string, overrides: FallbackOverrides) =>
    `@font-face { font-family: "${brandFace.fallbackFamily}"; font-weight: ${weight}; src: ${src}; ${descriptors(overrides)} }`;
  return [...faces].reverse().flatMap(({ fonts, regular, bold }) => {
    const regularNames = fonts.map((font) => font.metrics.postscriptName);
    return [rule('100 549', sources(regularNames), regular), rule('550 900', sources([...fonts.map((font) => font.bold.postscriptName), ...regularNames]), bold)];
  });
}
