/**
 * The about page's collage (the `community.svg` image slot): a wall of drawn posts, some marked as
 * cleared, on a tint of the brand. Drawn from the theme (renderer/tokens.ts), so that a re-theme
 * recolours it; the build rasterises it like any picture (tooling/vite/pictures.ts).
 */
import { photoTones, type Theme } from '../tokens.js';
import { brandPalette } from '../palette.js';

export const communitySize = { width: 1600, height: 1000 } as const;

/** The posts, column by column: x, y, width, height in the drawing's coordinates (some run off its edges). */
export const communityTiles: readonly (readonly [number, number, number, number])[] = [
  [90, 40, 340, 360], [90, 436, 340, 300], [90, 772, 340, 360],
  [450, -80, 340, 420], [450, 376, 340, 300], [450, 712, 340, 300],
  [810, 20, 340, 420], [810, 476, 340, 300], [810, 812, 340, 360],
  [1170, -40, 340, 420], [1170, 416, 340, 300], [1170, 752, 340, 420],
];

const cornerRadius = 28;
/** Every fourth post carries the green tick of a cleared right. */
const clearedEvery = 4;

export function communitySvg(theme: Theme): string {
  const { color } = theme;
  const tones = Object.values(photoTones(brandPalette(color.brand)));
  const gradient = (id: string, [from, to]: readonly [string, string], vertical = false) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  const rect = ([x, y, width, height]: readonly number[]) => `x="${x}" y="${y}" width="${width}" height="${height}" rx="${cornerRadius}"`;
  const tiles = communityTiles.map((tile, index) => {
    const [x, y, , height] = tile;
    // Three kinds of picture in turn: a hill in shadow, clouds, a sun.
    const scene = [
      `<ellipse cx="${x + 120}" cy="${y + height}" rx="220" ry="${Math.round(height * 0.35)}" fill="${color.surfaceDark}" opacity="0.35"/>`,
      `<circle cx="${x + 110}" cy="${y + 190}" r="56" fill="${color.surface}" opacity="0.75"/><circle cx="${x + 230}" cy="${y + 120}" r="70" fill="${color.surface}" opacity="0.55"/>`,
      `<circle cx="${x + 240}" cy="${y + 90}" r="44" fill="${color.surface}" opacity="0.9"/>`,
    ][index % 3];
    const [cx, cy] = [x + 300, y + height - 40];
    const tick =
      index % clearedEvery === 0
        ? `\n<circle cx="${cx}" cy="${cy}" r="22" fill="${color.success}"/><path d="M${cx - 10} ${cy} l7 7 l13 -14" stroke="${color.onBrand}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
        : '';
    return `<g clip-path="url(#tile${index})"><rect ${rect(tile)} fill="url(#g${index % tones.length})"/>\n${scene}${tick}\n</g>`;
  });
  const { width, height } = communitySize;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
${tones.map((pair, index) => gradient(`g${index}`, pair)).join('\n')}
${gradient('bg', [color.surfaceAlt, color.brandSoft], true)}
<!-- Each tile clips what is drawn on it: a shape never spills onto its neighbours or the background. -->
${communityTiles.map((tile, index) => `<clipPath id="tile${index}"><rect ${rect(tile)}/></clipPath>`).join('\n')}
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${tiles.join('\n')}
</svg>`;
}
