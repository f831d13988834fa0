/** The islands of the site; each name is the data-island marker and the id prefix of its tree. */
export type IslandName = 'contact-form' | 'demo-form';

export function islandPrefix(name: IslandName): string {
  return `${name}-`;
}
