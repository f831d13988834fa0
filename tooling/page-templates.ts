/**
 * The route table (content/locales.ts) and the page folders cannot disagree: every page key needs
 * its template, `pages/<folder>/+Page.tsx`, where vike's filesystem routing finds it (the folder of
 * the page's logical path: `useCases` -> pages/use-cases, `home` -> pages/index). The other way
 * round, a folder the table does not list fails the pre-render (renderer/+onPrerenderStart.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { logicalPathFor, pageKeys, type PageKey } from '../content/locales.js';
import { projectRoot } from './project.js';

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
