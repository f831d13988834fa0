/**
 * The build itself refuses invalid content: a copy of the project whose de module lost a string
 * is built for real, and must fail naming the language and the path.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(path.join(tmpdir(), 'site-build-'));

afterAll(() => rmSync(copy, { recursive: true, force: true }));

function copyProject(): void {
  const skip = new Set(['node_modules', 'dist', '.git', '.data', 'test-results', 'playwright-report', 'screenshots', 'perf-report']);
  cpSync(root, copy, { recursive: true, filter: (source) => !skip.has(path.basename(source)) || path.dirname(source) !== root });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
}

function breakModule(locale: string, mutation: string): void {
  const file = path.join(copy, 'content', `${locale}.ts`);
  const source = readFileSync(file, 'utf8');
  const marker = `export default ${locale};`;
  expect(source).toContain(marker);
  writeFileSync(file, source.replace(marker, `${mutation}\n${marker}`));
}

it('fails `vike build` with one line per problem, naming language and path', () => {
  copyProject();
  breakModule('de', `delete (de.pricing.plans[1] as { cta?: string }).cta;`);
  breakModule('it', `(it.home.hero as { title: string }).title = '  ';`);
  const result = spawnSync(process.execPath, [path.join(copy, 'node_modules/vike/bin.js'), 'build'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, output).not.toBe(0);
  expect(output).toContain('content/de.ts: pricing.plans[1].cta is missing');
  expect(output).toContain('content/it.ts: home.hero.title is empty');
});
