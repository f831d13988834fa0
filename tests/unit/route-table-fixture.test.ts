/**
 * The fixture the build tests change the route table with (tests/fixtures/route-table.ts) adds its
 * page whatever the list holds and however it is wrapped, and throws, saying what it looked for,
 * when it cannot: a build test never runs on a copy it did not change.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SpawnSyncReturns } from 'node:child_process';
import { afterAll, expect, it } from 'vitest';
import type { ProjectCopy } from '../../tooling/project-copy';
import { addPageKey, testOnlyPage } from '../fixtures/route-table';

const dir = mkdtempSync(path.join(tmpdir(), 'route-table-fixture-'));
mkdirSync(path.join(dir, 'content'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const localesFile = path.join(dir, 'content/locales.ts');
const realSource = readFileSync('content/locales.ts', 'utf8');

/** A copy whose content/locales.ts is `source`, and which "loads" it by reading the page keys the file lists. */
function fakeCopy(source: string): ProjectCopy {
  writeFileSync(localesFile, source);
  const run = () => {
    const list = /export const pageKeys = \[([^\]]*)\]/.exec(readFileSync(localesFile, 'utf8'))?.[1] ?? '';
    const keys = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    return { status: 0, stdout: JSON.stringify(keys), stderr: '' } as unknown as SpawnSyncReturns<string>;
  };
  return { dir, file: (relative: string) => path.join(dir, relative), run } as unknown as ProjectCopy;
}

it('adds the page key and its slug to the real content/locales.ts', () => {
  addPageKey(fakeCopy(realSource));
  const edited = readFileSync(localesFile, 'utf8');
  expect(edited).toMatch(new RegExp(`^export const pageKeys = \\[[^\\]]*, '${testOnlyPage.key}'\\] as const;$`, 'm'));
  expect(edited).toMatch(new RegExp(`= \\{\\n  ${testOnlyPage.key}: \\{ default: '${testOnlyPage.folder}' \\},\\n`));
});

it('adds it to a list wrapped over several lines, with a trailing comma', () => {
  const wrapped = realSource.replace(/^export const pageKeys = \[([^\]]*)\] as const;$/m, (_, items: string) => `export const pageKeys = [\n${items.split(', ').map((item) => `  ${item},`).join('\n')}\n] as const;`);
  expect(wrapped).not.toBe(realSource);
  addPageKey(fakeCopy(wrapped));
  expect(readFileSync(localesFile, 'utf8')).toContain(`  'legal',\n  '${testOnlyPage.key}',\n] as const;`);
});

it('throws, saying what it looked for, when the list or the slugs are not where it expects, or the key is taken', () => {
  expect(() => addPageKey(fakeCopy(realSource.replace('export const pageKeys', 'export const pages')))).toThrow(/no "export const pageKeys = \[\.\.\.\] as const;" to add "zzTestOnlyPage" to/);
  expect(() => addPageKey(fakeCopy(realSource.replace('const slugs:', 'const slugsByPage:')))).toThrow(/no "const slugs: Record<PageKey, \.\.\.> = \{" to add the slug/);
  expect(() => addPageKey(fakeCopy(realSource), 'pricing', 'pricing')).toThrow(/already names "pricing"/);
});

it('throws when the copy, loaded, does not list the key', () => {
  const copy = fakeCopy(realSource);
  const silent = { ...copy, run: () => ({ status: 0, stdout: '["home"]', stderr: '' }) } as unknown as ProjectCopy;
  expect(() => addPageKey(silent)).toThrow(/does not list "zzTestOnlyPage" after the edit/);
});
