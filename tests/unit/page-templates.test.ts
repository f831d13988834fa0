import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { pageKeys, type PageKey } from '../../content/locales';
import { contentModules } from '../../content/index';
import {
  missingTemplatesProblem,
  pagesWithoutContent,
  pagesWithoutTemplate,
  routeTableProblem,
  templateFileOf,
  unlistedFoldersProblem,
  unlistedPageFolders,
} from '../../tooling/page-templates';

// A fixture project: a route table of three pages, two of which have their folder.
const fixture = mkdtempSync(path.join(tmpdir(), 'page-templates-'));
const fixtureTable: PageKey[] = ['home', 'useCases', 'pricing'];
function writeTemplate(folder: string, file = '+Page.tsx'): void {
  mkdirSync(path.join(fixture, 'pages', folder), { recursive: true });
  writeFileSync(path.join(fixture, 'pages', folder, file), 'export default function Page() { return null; }\n');
}
for (const folder of ['index', 'use-cases']) writeTemplate(folder);
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

it('names a page folder the route table does not list, and the file to edit; the not-found page and the islands are no pages of it', () => {
  writeTemplate('_error');
  writeTemplate('islands');
  writeTemplate('index/parts', 'Hero.tsx'); // a folder of a page's own files: no +Page
  expect(unlistedPageFolders(fixtureTable, fixture)).toEqual([]);
  writeTemplate('integrations', '+Page.jsx');
  writeTemplate('use-cases/extra');
  expect(unlistedPageFolders(fixtureTable, fixture)).toEqual(['integrations', 'use-cases/extra']);
  expect(unlistedFoldersProblem(fixtureTable, fixture)).toBe(
    [
      'content/locales.ts does not list 2 page folders:',
      '  pages/integrations/: add "integrations" to pageKeys in content/locales.ts (and its slug), or remove pages/integrations/',
      "  pages/use-cases/extra/: no page key has this folder (a page's folder is its key in kebab case: useCases -> pages/use-cases/); move its +Page to a page's folder of content/locales.ts, or remove it",
    ].join('\n'),
  );
  // Both directions at once: the table's page without a folder, and the folders without a page.
  expect(routeTableProblem(fixtureTable, fixture)?.split('\n')).toEqual([
    'content/locales.ts lists 1 page with no template:',
    '  "pricing": create pages/pricing/+Page.tsx, or remove "pricing" from pageKeys',
    ...unlistedFoldersProblem(fixtureTable, fixture)!.split('\n'),
  ]);
});

it('every page folder of the project is a page of the real route table', () => {
  expect(unlistedPageFolders()).toEqual([]);
  expect(routeTableProblem()).toBeNull();
});
