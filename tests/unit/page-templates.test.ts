import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { pageKeys, type PageKey } from '../../content/locales';
import { contentModules } from '../../content/index';
import { missingTemplatesProblem, pagesWithoutContent, pagesWithoutTemplate, templateFileOf } from '../../tooling/page-templates';

// A fixture project: a route table of three pages, two of which have their folder.
const fixture = mkdtempSync(path.join(tmpdir(), 'page-templates-'));
const fixtureTable: PageKey[] = ['home', 'useCases', 'pricing'];
for (const folder of ['index', 'use-cases']) {
  mkdirSync(path.join(fixture, 'pages', folder), { recursive: true });
  writeFileSync(path.join(fixture, 'pages', folder, '+Page.tsx'), 'export default function Page() { return null; }\n');
}
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

it('finds a template where vike routes to it', () => {
  expect(templateFileOf('home')).toBe('pages/index/+Page.tsx');
  expect(templateFileOf('useCases')).toBe('pages/use-cases/+Page.tsx');
  expect(templateFileOf('demo')).toBe('pages/demo/+Page.tsx');
});

it('names the page of a route table whose template is missing, and what to create', () => {
  expect(pagesWithoutTemplate(fixtureTable, fixture)).toEqual(['pricing']);
  expect(missingTemplatesProblem(fixtureTable, fixture)).toBe(
    'content/locales.ts lists 1 page with no template:\n  "pricing": create pages/pricing/+Page.tsx, or remove "pricing" from pageKeys',
  );
});

it('every page of the real route table has its template', () => {
  expect(pagesWithoutTemplate(pageKeys)).toEqual([]);
  expect(missingTemplatesProblem()).toBeNull();
});

it('names a page of the route table that the source module gives no section with a meta', () => {
  expect(pagesWithoutContent({ home: { meta: {} }, useCases: { meta: {} } }, fixtureTable)).toEqual(['pricing']);
  expect(pagesWithoutContent({ home: { meta: {} }, useCases: {}, pricing: { meta: {} } }, fixtureTable)).toEqual(['useCases']);
  expect(pagesWithoutContent(contentModules.fr)).toEqual([]);
});
