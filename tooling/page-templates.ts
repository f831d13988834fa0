/**
 * The route table (content/locales.ts) and the page folders cannot disagree: every page key needs
 * its template, `pages/<folder>/+Page.tsx`, where vike's filesystem routing finds it (the folder of
 * the page's logical path: `useCases` -> pages/use-cases, `home` -> pages/index); and every folder
 * with a `+Page` is a page of the table (vike would pre-render it, and fail on a path the table
 * does not know with "You stumbled upon a Vike bug"), but the two that are not pages of the table.
 * `npm run check` and the build (tooling/vite/content-check.ts) say both, naming the file to edit.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { logicalPathFor, pageKeys, type PageKey } from '../content/locales.js';
import { projectRoot } from './project.js';

/** Page folders that are no page of the table: vike's not-found page, and the islands' script entry (not pre-rendered). */
const foldersNotInTable = new Set(['_error', 'islands']);

/** The template of a page, relative to the project root. */
export function templateFileOf(page: PageKey): string {
  const folder = logicalPathFor(page) === '/' ? 'index' : logicalPathFor(page).slice(1);
  return `pages/${folder}/+Page.tsx`;
}

/** The pages of a route table whose template file is missing under `root`. */
export function pagesWithoutTemplate(pages: readonly PageKey[] = pageKeys, root: string = projectRoot): PageKey[] {
  return pages.filter((page) => !existsSync(path.join(root, templateFileOf(page))));
}

/**
 * The pages of the route table that the source language's module gives no section with a `meta`
 * (the document head reads it): the schema reports the other languages against fr.
 */
export function pagesWithoutContent(source: unknown, pages: readonly PageKey[] = pageKeys): PageKey[] {
  const sections = (source ?? {}) as Record<string, unknown>;
  return pages.filter((page) => {
    const section = sections[page];
    return !section || typeof section !== 'object' || !('meta' in section);
  });
}

/** Null when every page has its template; otherwise one line per page, saying what to do. */
export function missingTemplatesProblem(pages: readonly PageKey[] = pageKeys, root: string = projectRoot): string | null {
  const missing = pagesWithoutTemplate(pages, root);
  if (missing.length === 0) return null;
  return [
    `content/locales.ts lists ${missing.length} page${missing.length === 1 ? '' : 's'} with no template:`,
    ...missing.map((page) => `  "${page}": create ${templateFileOf(page)}, or remove "${page}" from pageKeys`),
  ].join('\n');
}

/** The folders under `pages/` (`integrations`, `pricing/extra`) holding a `+Page` that no page of the table has. */
export function unlistedPageFolders(pages: readonly PageKey[] = pageKeys, root: string = projectRoot): string[] {
  const listed = new Set(pages.map((page) => path.posix.dirname(templateFileOf(page)).slice('pages/'.length)));
  const found: string[] = [];
  const walk = (folder: string) => {
    const entries = readdirSync(path.join(root, 'pages', folder), { withFileTypes: true });
    if (folder && entries.some((entry) => entry.isFile() && /^\+Page\.[jt]sx?$/.test(entry.name)) && !listed.has(folder)) found.push(folder);
    for (const entry of entries) {
      const child = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !foldersNotInTable.has(child)) walk(child);
    }
  };
  walk('');
  return found.sort();
}

/** Null when every page folder is a page of the table; otherwise one line per folder, saying what to do. */
export function unlistedFoldersProblem(pages: readonly PageKey[] = pageKeys, root: string = projectRoot): string | null {
  const unlisted = unlistedPageFolders(pages, root);
  if (unlisted.length === 0) return null;
  return [
    `content/locales.ts does not list ${unlisted.length} page folder${unlisted.length === 1 ? '' : 's'}:`,
    ...unlisted.map((folder) => {
      // A page's folder is its key in kebab case: `use-cases` is the folder of `useCases`.
      const key = folder.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
      return /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(folder)
        ? `  pages/${folder}/: add "${key}" to pageKeys in content/locales.ts (and its slug), or remove pages/${folder}/`
        : `  pages/${folder}/: no page key has this folder (a page's folder is its key in kebab case: useCases -> pages/use-cases/); move its +Page to a page's folder of content/locales.ts, or remove it`;
    }),
  ].join('\n');
}

/** What `npm run check` and the build say when the route table and the page folders disagree, or null. */
export function routeTableProblem(pages: readonly PageKey[] = pageKeys, root: string = projectRoot): string | null {
  const problems = [missingTemplatesProblem(pages, root), unlistedFoldersProblem(pages, root)].filter((problem) => problem !== null);
  return problems.length > 0 ? problems.join('\n') : null;
}
