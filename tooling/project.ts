/** The project's root folder (a temporary copy's, when the code runs in one). */
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '..');

/**
 * Where the browser tests, `npm run perf` and `npm run screenshots` find the build of a fact set:
 * the company's in dist/ (what `npm run build` writes), the example company's in dist-example/ (built
 * beside it with `FACTS=example BUILD_OUT_DIR=dist-example vike build`, so both states can be served at once).
 */
export function buildOutDirFor(facts: 'company' | 'example'): string {
  return facts === 'example' ? 'dist-example' : 'dist';
}
