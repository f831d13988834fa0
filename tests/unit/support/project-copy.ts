/** A throwaway copy of the project (node_modules linked), to build or serve it with a change. */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');

const skipped = new Set(['node_modules', 'dist', '.git', '.data', '.data-e2e', '.tmp', 'test-results', 'playwright-report', 'screenshots', 'perf-report']);

export interface ProjectCopy {
  dir: string;
  /** Appends a statement to content/<locale>.ts, just before its default export. */
  mutateContent(locale: string, statement: string): void;
  remove(): void;
}

export function copyProject(prefix = 'site-copy-'): ProjectCopy {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(projectRoot, dir, {
    recursive: true,
    filter: (source) => !(path.dirname(source) === projectRoot && skipped.has(path.basename(source))),
  });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {
    dir,
    mutateContent(locale, statement) {
      const file = path.join(dir, 'content', `${locale}.ts`);
      const source = readFileSync(file, 'utf8');
      const marker = `export default ${locale};`;
      if (!source.includes(marker)) throw new Error(`${file} has no "${marker}"`);
      writeFileSync(file, source.replace(marker, `${statement}\n${marker}`));
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
