/**
 * Each page inlines only the part of the site's stylesheet it can use: the rules whose selectors
 * name classes the page renders. The site's one stylesheet (about 8 KB gzip) would otherwise fill
 * most of the first 14 KB a connection delivers in its first round trip, before the page's words.
 *
 * A page with an island keeps, as well, every class the islands' code can render later (errors,
 * the submitting and sent states, a list box): the class names its chunks hold, found by following
 * the islands' imports in the client build's manifest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { islandChunks } from './islandChunks';

/** The class names of a selector that must be on the page for it to match (those inside :not(), :is(), :has()… are left aside: the rule is kept). */
function requiredClasses(selector: string): string[] {
  const outsideParentheses = selector.replace(/\([^()]*\)/g, '');
  return [...outsideParentheses.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/** Every class name a stylesheet's selectors use. */
export function stylesheetClasses(css: string): Set<string> {
  const classes = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) for (const name of requiredClasses(selector)) classes.add(name);
  });
  return classes;
}

/** The class names in a page's markup. */
export function markupClasses(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
}

/** The custom properties a CSS value reads: `var(--a, var(--b))` reads --a and --b. */
function propertiesRead(value: string): string[] {
  return [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);
}

/**
 * Without the custom properties that nothing left reads, directly or through another property: the
 * theme defines every token at :root, and a page reads only some of them.
 */
function pruneCustomProperties(root: postcss.Root): void {
  const declared = new Map<string, postcss.Declaration[]>();
  const pending: string[] = [];
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) declared.set(decl.prop, [...(declared.get(decl.prop) ?? []), decl]);
    else pending.push(...propertiesRead(decl.value));
  });
  const read = new Set<string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (read.has(name)) continue;
    read.add(name);
    for (const decl of declared.get(name) ?? []) pending.push(...propertiesRead(decl.value));
  }
  for (const [name, decls] of declared) if (!read.has(name)) for (const decl of decls) decl.remove();
}

/**
 * The stylesheet without the selectors that name a class outside `used`, without the custom
 * properties nothing left reads, and without the rules and at-rules left empty.
 */
export function pruneStylesheet(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => requiredClasses(selector).every((name) => used.has(name)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  pruneCustomProperties(root);
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * The classes of `css` that the islands' client code names, in every chunk it may load
 * (renderer/islandChunks.ts).
 */
export function islandClasses(css: string, clientDir: string): Set<string> {
  const defined = stylesheetClasses(css);
  const named = new Set<string>();
  for (const file of islandChunks(clientDir, { dynamicImports: true })) {
    const code = readFileSync(path.join(clientDir, file), 'utf8');
    for (const [token] of code.matchAll(/-?[_a-zA-Z][\w-]*/g)) if (defined.has(token)) named.add(token);
  }
  return named;
}

/** A page's stylesheet: the rules its markup uses, and with an island on the page, those the islands may render. */
export function pageStylesheet(css: string, markup: string, islands: () => ReadonlySet<string>): string {
  const used = markupClasses(markup);
  if (markup.includes('data-island=')) for (const name of islands()) used.add(name);
  return pruneStylesheet(css, used);
}
