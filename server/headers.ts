/** Response headers for the site: the same rules `npm start` applies and dist/client/_headers declares. */

/** Hashed build assets never change: cache them for a year. HTML revalidates on every visit. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

export function headersFor(urlPath: string, _contentType: string): Record<string, string> {
  return {
    'Cache-Control': cacheControlFor(urlPath),
    'X-Content-Type-Options': 'nosniff',
  };
}
