/**
 * A throw-away copy of the project (node_modules linked) to change, build, run or serve: for the
 * tests that prove the build, the dev server and the translation scripts react to real edits, and
 * for the performance report's builds with other settings.
 */
import { spawn as spawnAsync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from './project';

/** Top-level entries a copy leaves out: installed, built, generated or local data. */
const skipped = new Set(['node_modules', 'dist', '.git', '.data', '.data-e2e', '.tmp', 'test-results', 'playwright-report', 'screenshots', 'perf-report']);

export interface ProjectCopy {
  dir: string;
  /** Appends a statement to content/<locale>.ts, just before its default export. */
  mutateContent(locale: string, statement: string): void;
  /** Runs `vike build` in the copy (as `npm run build` does, with the Vite CLI recognised). */
  build(env?: Record<string, string>): SpawnSyncReturns<string>;
  /** The same without blocking the event loop (for Playwright hooks): exit status and all output. */
  buildAsync(env?: Record<string, string>): Promise<{ status: number | null; output: string }>;
  /** Runs node with tsx in the copy: a script (`scripts/content-add-language.ts`) or `--eval`. */
  run(script: string, args?: readonly string[], env?: Record<string, string>): SpawnSyncReturns<string>;
  /** Absolute path of a file in the copy. */
  file(relative: string): string;
  remove(): void;
}

export function copyProject(prefix = 'site-copy-'): ProjectCopy {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(projectRoot, dir, {
    recursive: true,
    filter: (source) => !(path.dirname(source) === projectRoot && skipped.has(path.basename(source))),
  });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const environment = (env: Record<string, string> = {}) => ({ ...process.env, NODE_ENV: 'production', ...env });
  const spawn = (args: string[], env?: Record<string, string>) => spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8', env: environment(env) });
  const vike = path.join(dir, 'node_modules/vike/bin.js');
  return {
    dir,
    mutateContent(locale, statement) {
      const file = path.join(dir, 'content', `${locale}.ts`);
      const source = readFileSync(file, 'utf8');
      const marker = `export default ${locale};`;
      if (!source.includes(marker)) throw new Error(`${file} has no "${marker}"`);
      writeFileSync(file, source.replace(marker, `${statement}\n${marker}`));
    },
    build: (env) => spawn([vike, 'build'], env),
    buildAsync: (env) =>
      new Promise((resolve, reject) => {
        const child = spawnAsync(process.execPath, [vike, 'build'], { cwd: dir, env: environment(env) });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('error', reject);
        child.on('close', (status) => resolve({ status, output }));
      }),
    run: (script, args = [], env) => spawn(['--import', 'tsx', script, ...args], env),
    file: (relative) => path.join(dir, relative),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export { builtPage } from './built-pages';
