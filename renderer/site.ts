/** The absolute origin of the deployed site: SITE_URL at build time, a local default otherwise. */
export const siteUrl = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === '/' ? '/' : path}`;
}
