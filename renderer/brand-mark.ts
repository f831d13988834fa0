/**
 * The brand mark, once: a rounded square with the glyph cut in it. The logo draws it in the page
 * (components/Logo), the build writes it as the favicon from the theme's colours
 * (tooling/vite/brand-files.ts), and the share images draw it on their dark card.
 */
export const brandMark = {
  viewBox: '0 0 32 32',
  size: 32,
  cornerRadius: 8,
  glyph: 'M9 9v8a7 7 0 0 0 14 0V9h-4v8a3 3 0 0 1-6 0V9z',
} as const;

/** The mark as a standalone SVG document, in the given colours. */
export function brandMarkSvg(colors: { mark: string; glyph: string }): string {
  const { viewBox, size, cornerRadius, glyph } = brandMark;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><rect width="${size}" height="${size}" rx="${cornerRadius}" fill="${colors.mark}"/><path d="${glyph}" fill="${colors.glyph}"/></svg>`;
}

/** Where the build writes the favicon (tooling/vite/brand-files.ts). */
export const faviconPath = '/favicon.svg';

/** The favicon: the mark in the brand colour. */
export function faviconSvg(color: { brand: string; onBrand: string }): string {
  return brandMarkSvg({ mark: color.brand, glyph: color.onBrand });
}

/**
 * The favicon as the pages link it: inline, so that no icon request joins the page's own. Linked as
 * /favicon.svg it saved about 107 bytes of the German home page, but Lighthouse's simulation counts
 * that request before the largest paint: LCP rose from about 780 to 905 ms on every page.
 */
export function faviconDataUri(color: { brand: string; onBrand: string }): string {
  return `data:image/svg+xml,${encodeURIComponent(faviconSvg(color))}`;
}
