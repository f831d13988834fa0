/** Where the pre-render writes a route's page in dist/client. */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The built HTML file of a route (`/en/pricing`), whichever layout the pre-render used, or null. */
export function builtPage(clientDir: string, routePath: string): string | null {
  const candidates = routePath === '/' ? ['index.html'] : [`${routePath.slice(1)}/index.html`, `${routePath.slice(1)}.html`];
  return candidates.map((candidate) => path.join(clientDir, candidate)).find((file) => existsSync(file)) ?? null;
}
