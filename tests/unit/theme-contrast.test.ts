/**
 * WCAG contrast of every text/background pair the theme uses, computed from renderer/tokens.ts:
 * text 4.5:1, the focus ring 3:1. The pairs are declared beside the tokens (`textColorsOn`); the
 * style files are read to make sure no component sets a pair that is not declared. The same checks
 * run on the theme made from other brand colours (`themeFrom`, the one entry point of a re-theme):
 * each passes or is named, and no colour of the current brand's hue is left in what they draw.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { communitySvg } from '../../renderer/art/community';
import { faviconSvg } from '../../renderer/brand-mark';
import { contrastRatio, hexToRgb, hueDistance, oklchToHex, rgbToOklch } from '../../renderer/oklch';
import { brandPalette } from '../../renderer/palette';
import { photoTones, textColorsOn, themeFrom, tokens, uiColorsOn, type ColorToken, type Theme } from '../../renderer/tokens';
import { coloursIn, coloursOfHue } from '../fixtures/theme-colours';

type Rgba = [number, number, number, number];

/** `#rrggbb` or `rgb(r g b / a)`, the two forms the tokens use. */
function parseColor(value: string): Rgba {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (hex) return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16), 1];
  const rgb = /^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)$/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  throw new Error(`not a colour the contrast test reads: ${value}`);
}

/** A colour seen over an opaque one (alpha compositing). */
function over([r, g, b, a]: Rgba, [r2, g2, b2]: Rgba): Rgba {
  return [r * a + r2 * (1 - a), g * a + g2 * (1 - a), b * a + b2 * (1 - a), 1];
}

const contrast = (a: Rgba, b: Rgba) => contrastRatio([a[0], a[1], a[2]], [b[0], b[1], b[2]]);

const opaqueTokensOf = (theme: Theme) => (Object.keys(theme.color) as ColorToken[]).filter((token) => parseColor(theme.color[token])[3] === 1);

/** The worst contrast of a pair: a see-through background is judged over every opaque colour that may lie under it. */
function worstContrast(text: ColorToken, background: ColorToken, theme: Theme = tokens): number {
  const color = (token: ColorToken) => parseColor(theme.color[token]);
  const under = color(background)[3] === 1 ? [color(background)] : opaqueTokensOf(theme).map((token) => over(color(background), color(token)));
  return Math.min(...under.map((seen) => contrast(color(text), seen)));
}

function pairsOf(map: Partial<Record<ColorToken, readonly ColorToken[]>>): [ColorToken, ColorToken][] {
  return Object.entries(map).flatMap(([background, texts]) => texts!.map((text): [ColorToken, ColorToken] => [text, background as ColorToken]));
}

describe('the contrast computation', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrast(parseColor('#000000'), parseColor('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrast(parseColor('#777777'), parseColor('#ffffff'))).toBeCloseTo(4.48, 2);
    expect(contrast(parseColor('#5b21b6'), parseColor('#ffffff'))).toBeCloseTo(8.98, 2);
    expect(over(parseColor('rgb(255 255 255 / 0.5)'), parseColor('#000000'))).toEqual([127.5, 127.5, 127.5, 1]);
  });
});

/** Every declared pair of a theme below its WCAG minimum, named with its contrast. */
function failingPairs(theme: Theme): string[] {
  const checks: [Partial<Record<ColorToken, readonly ColorToken[]>>, number][] = [
    [textColorsOn, 4.5],
    [uiColorsOn, 3],
  ];
  return checks.flatMap(([map, minimum]) =>
    pairsOf(map).flatMap(([text, background]) => {
      const ratio = worstContrast(text, background, theme);
      return ratio < minimum ? [`${text} on ${background}: ${ratio.toFixed(2)}:1, below ${minimum}:1`] : [];
    }),
  );
}

describe('every text colour on its background', () => {
  it.each(pairsOf(textColorsOn))('%s on %s reaches 4.5:1', (text, background) => {
    expect(worstContrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the focus ring on every background it meets', () => {
  it.each(pairsOf(uiColorsOn))('%s on %s reaches 3:1', (mark, background) => {
    expect(worstContrast(mark, background)).toBeGreaterThanOrEqual(3);
  });
});

/** Each style object of the style files that names `vars.color.*`: its text colour and its background. */
function stylesWithColors(): { file: string; text?: string; background?: string }[] {
  const files = ['components', 'pages', 'renderer'].flatMap((dir) =>
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.css.ts'))
      .map((file) => path.join(dir, file)),
  );
  const found: { file: string; text?: string; background?: string }[] = [];
  const tokenOf = (node: any): string | undefined =>
    node?.type === 'MemberExpression' && node.object?.type === 'MemberExpression' && node.object.object?.name === 'vars' && node.object.property?.name === 'color'
      ? node.property.name
      : undefined;
  const walk = (node: any, file: string): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((child) => walk(child, file));
    if (node.type === 'ObjectExpression') {
      const props = new Map<string, string>();
      for (const prop of node.properties) {
        const name = prop.type === 'ObjectProperty' ? (prop.key.name ?? prop.key.value) : undefined;
        const token = prop.type === 'ObjectProperty' ? tokenOf(prop.value) : undefined;
        if (name && token) props.set(name, token);
      }
      const text = props.get('color');
      const background = props.get('background') ?? props.get('backgroundColor');
      if (text || background) found.push({ file, text, background });
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'loc') walk(child, file);
  };
  for (const file of files) walk(parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript'] }).program, file);
  return found;
}

describe('the declared pairs are the ones the styles use', () => {
  const styles = stylesWithColors();
  const declared = pairsOf(textColorsOn).map(([text, background]) => `${text} on ${background}`);

  it('finds the styles (the scan reads the files)', () => {
    expect(styles.length).toBeGreaterThan(50);
  });

  it('every style that sets a text colour and a background sets a declared pair', () => {
    const undeclared = styles
      .filter((style) => style.text && style.background)
      .map((style) => `${style.text} on ${style.background} (${style.file})`)
      .filter((pair) => !declared.includes(pair.split(' (')[0]!));
    expect(undeclared, 'add the pair to textColorsOn in renderer/tokens.ts').toEqual([]);
  });

  it('every text colour a style uses is declared on the backgrounds it stands on', () => {
    const declaredTexts = new Set(Object.values(textColorsOn).flat());
    const undeclared = [...new Set(styles.flatMap((style) => (style.text && !declaredTexts.has(style.text as ColorToken) ? [`${style.text} (${style.file})`] : [])))];
    expect(undeclared, 'add the text colour to textColorsOn in renderer/tokens.ts').toEqual([]);
  });
});

/** Everything a theme colours: its values (the stylesheet's variables, shadows and art), the collage, the favicon. */
function drawnBy(theme: Theme): string {
  return [JSON.stringify(theme), communitySvg(theme), faviconSvg(theme.color)].join('\n');
}

/** The current brand colour at another hue, its lightness and chroma kept (so the re-theme is as dark as the brand). */
function atHue(hue: number): string {
  const brand = rgbToOklch(hexToRgb(tokens.color.brand));
  return oklchToHex({ ...brand, h: hue });
}

/**
 * Colours chosen by meaning, not by the brand, which a brand of their hue may share: the statuses
 * (success, pending, danger, focus), and other people's pictures (the art's and the collage's photo
 * tones that stay the same whatever the brand).
 */
function coloursByMeaning(): Set<string> {
  const photos = (theme: Theme) =>
    new Set(coloursIn(JSON.stringify(theme.art) + JSON.stringify(photoTones(brandPalette(theme.color.brand)))).map(({ written }) => written.toLowerCase()));
  const [one, other] = [photos(themeFrom(atHue(0))), photos(themeFrom(atHue(180)))];
  const { success, successSoft, pending, pendingSoft, danger, dangerSoft, focus } = tokens.color;
  return new Set([...[...one].filter((colour) => other.has(colour)), ...[success, successSoft, pending, pendingSoft, danger, dangerSoft, focus].map((colour) => colour.toLowerCase())]);
}

/** The colours of the current brand's hue a theme still draws, but those chosen by meaning. */
function leftoverOfHue(theme: Theme, hue: number): string[] {
  const byMeaning = coloursByMeaning();
  return coloursOfHue(drawnBy(theme), hue).filter((found) => !byMeaning.has(found.split(' ')[0]!.toLowerCase()));
}

describe('a re-theme through the brand colour alone', () => {
  const currentHue = rgbToOklch(hexToRgb(tokens.color.brand)).h;
  // A green, an orange and a blue, far enough from the current brand to tell its colours apart.
  const others = [
    ['green', '#15803d'],
    ['orange', '#b45309'],
    ['blue', '#1d4ed8'],
  ].filter(([, colour]) => hueDistance(rgbToOklch(hexToRgb(colour!)).h, currentHue) > 60);

  it('has other brands to try', () => {
    expect(others.length).toBeGreaterThanOrEqual(2);
  });

  it.each(others)('to a %s (%s) keeps every pair above its WCAG minimum', (_name, colour) => {
    expect(failingPairs(themeFrom(colour!))).toEqual([]);
  });

  it.each(others)('to a %s (%s) leaves no colour of the current brand\'s hue in the stylesheet\'s values, the collage or the favicon', (_name, colour) => {
    const theme = themeFrom(colour!);
    expect(leftoverOfHue(theme, currentHue), 'derive each from the brand (renderer/palette.ts), or name it among the colours chosen by meaning').toEqual([]);
    // …and the new brand is what they are drawn in.
    expect(coloursOfHue(drawnBy(theme), rgbToOklch(hexToRgb(colour!)).h).length).toBeGreaterThanOrEqual(8);
  });

  it('at every hue, keeps every pair above its minimum (the brand as dark as it is now)', () => {
    const failing = Array.from({ length: 12 }, (_, step) => step * 30).flatMap((hue) => failingPairs(themeFrom(atHue(hue))).map((pair) => `${atHue(hue)}: ${pair}`));
    expect(failing).toEqual([]);
  });

  it('names the pair a brand too light for white text fails', () => {
    expect(failingPairs(themeFrom('#f59e0b'))).toContain('onBrand on brand: 2.15:1, below 4.5:1');
  });

  it('sees the former lavender and indigo tints as the current brand\'s (the check is not blind)', () => {
    const former = '--surfaceAlt: #f5f3ff; --surfaceDark: #1e1b4b; box-shadow: 0 12px 32px rgb(76 29 149 / 0.18)';
    expect(coloursOfHue(former, rgbToOklch(hexToRgb('#5b21b6')).h)).toHaveLength(3);
  });
});
