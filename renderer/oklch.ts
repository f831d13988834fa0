/**
 * Colour arithmetic in OKLCH (lightness 0–1, chroma, hue in degrees), the space in which the theme
 * derives every tint from the brand colour (renderer/tokens.ts): equal lightness there looks equally
 * light whatever the hue, so one recipe gives a green, an orange or a violet theme the same contrast.
 * Plain functions, run at build time: the stylesheet holds static `#rrggbb` values only.
 */

export interface Oklch {
  l: number;
  c: number;
  h: number;
}

type Rgb = [number, number, number];

const toLinear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
const fromLinear = (channel: number) => (channel <= 0.0031308 ? channel * 12.92 : 1.055 * channel ** (1 / 2.4) - 0.055);

/** `#rrggbb` to its channels, 0–255. */
export function hexToRgb(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/** sRGB channels (0–255) to OKLCH (Björn Ottosson's matrices). */
export function rgbToOklch([red, green, blue]: Rgb): Oklch {
  const [r, g, b] = [red, green, blue].map((channel) => toLinear(channel / 255)) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const lightness = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const hue = (Math.atan2(bb, a) * 180) / Math.PI;
  return { l: lightness, c: Math.hypot(a, bb), h: hue < 0 ? hue + 360 : hue };
}

/** OKLCH to linear-light sRGB, possibly outside 0–1 (out of gamut). */
function oklchToLinear({ l: lightness, c, h }: Oklch): Rgb {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.7076549298 * s,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((channel) => channel >= -1e-6 && channel <= 1 + 1e-6);

/**
 * The colour as `#rrggbb`; a colour the screen cannot show loses chroma (hue and lightness kept)
 * until it can, so that a very saturated brand still gets its tints in its own hue.
 */
export function oklchToHex(colour: Oklch): string {
  let { c } = colour;
  if (!inGamut(oklchToLinear(colour))) {
    let [low, high] = [0, c];
    for (let step = 0; step < 24; step++) {
      const mid = (low + high) / 2;
      if (inGamut(oklchToLinear({ ...colour, c: mid }))) low = mid;
      else high = mid;
    }
    c = low;
  }
  const channels = oklchToLinear({ ...colour, c }).map((channel) => Math.round(255 * fromLinear(Math.min(1, Math.max(0, channel)))));
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** `#rrggbb` at an alpha, as `rgb(r g b / a)`: a shadow or a see-through tint of a token. */
export function withAlpha(hex: string, alpha: number): string {
  return `rgb(${hexToRgb(hex).join(' ')} / ${alpha})`;
}

/** WCAG 2 relative luminance of sRGB channels (0–255). */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * toLinear(r / 255) + 0.7152 * toLinear(g / 255) + 0.0722 * toLinear(b / 255);
}

/** WCAG 2 contrast ratio of two opaque colours, 1–21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The angle between two hues, 0–180°. */
export function hueDistance(a: number, b: number): number {
  const distance = Math.abs(a - b) % 360;
  return distance > 180 ? 360 - distance : distance;
}
