/**
 * WCAG contrast of every text/background pair the theme uses, computed from renderer/tokens.ts:
 * text 4.5:1, the focus ring 3:1. The pairs are declared beside the tokens (`textColorsOn`); the
 * style files are read to make sure no component sets a pair that is not declared.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { textColorsOn, tokens, uiColorsOn, type ColorToken } from '../../renderer/tokens';

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

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const color = (token: ColorToken) => parseColor(tokens.color[token]);
const opaqueTokens = (Object.keys(tokens.color) as ColorToken[]).filter((token) => color(token)[3] === 1);

/** The worst contrast of a pair: a see-through background is judged over every opaque colour that may lie under it. */
function worstContrast(text: ColorToken, background: ColorToken): number {
  const under = color(background)[3] === 1 ? [color(background)] : opaqueTokens.map((token) => over(color(background), color(token)));
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
