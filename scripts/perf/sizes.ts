/**
 * What each pre-rendered page costs on the wire: its HTML, the CSS it links, the JavaScript it loads
 * up front (script tags, modulepreloads and their static imports) and, on island pages, the
 * JavaScript loaded later (the script an island's trigger brings in after the first paint,
 * components/Island/ScriptTrigger, and every import reachable from it). The supabase-js chunk,
 * imported only at the first submit, is recognised by its content and counted on its own.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { locales, notFoundPathFor, routes, type Locale } from '../../content/locales';

export interface Size {
  files: string[];
  raw: number;
  gzip: number;
}

export interface PageSizes {
  /** The public path ('/en/pricing'), or the not-found file ('/en/404.html'). */
  path: string;
  locale: Locale;
  page: string;
  html: Size;
  css: Size;
  /** Script tags, modulepreloads and their static imports. */
  upfront: Size;
  /** The islands' script a trigger brings in after the first paint, and every import reachable from it or from the up-front JS, without the supabase-js chunk. */
  island: Size;
  /** The supabase-js chunk (and anything only it imports), reachable from this page at submit. */
  supabase: Size;
}

export interface SizeReport {
  pages: PageSizes[];
  /** Union of the supabase-js chunk(s) over all pages. */
  supabase: Size;
  /** JavaScript files in dist/client that no page loads, at any time (vike writes some unused entries). */
  unusedJs: Size;
  /** All CSS and JS under dist/client/assets. */
  allCss: Size;
  allJs: Size;
}

interface FileInfo {
  raw: number;
  gzip: number;
  text: string;
}

interface ModuleInfo extends FileInfo {
  staticImports: string[];
  dynamicImports: string[];
  isSupabase: boolean;
}

/** Minified static imports and re-exports: `import{t as e}from"./chunk.js"`, `import"./x.js"`, `export*from"./y.js"`. */
const staticImportPattern =
  /(?:^|[;\s}])(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*(?:as\s+[\w$]+)?)?\s*from\s*)?(["'`])(\.{1,2}\/[^"'`$]+|\/[^"'`$]+)\1/g;
/** `import("./chunk.js")` with a literal specifier (template literals included). */
const dynamicImportPattern = /\bimport\(\s*(["'`])([^"'`$]+)\1\s*\)/g;
/** Vite's preload list: the files loaded along with the dynamic imports of this module, relative to base '/'. */
const mapDepsPattern = /__vite__mapDeps\s*=.*?m\.f\s*=\s*\[([^\]]*)\]/s;

/** The supabase-js chunk, by content (its PostgREST client): loaded only at the first submit. */
export function isSupabaseChunk(code: string): boolean {
  return /postgrest/i.test(code) && /supabase/i.test(code);
}

function sum(files: Iterable<string>, info: (file: string) => FileInfo): Size {
  const list = [...files].sort();
  return {
    files: list,
    raw: list.reduce((total, file) => total + info(file).raw, 0),
    gzip: list.reduce((total, file) => total + info(file).gzip, 0),
  };
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

export function analyzeDist(distDir: string): SizeReport {
  const root = path.resolve(distDir);
  const files = new Map<string, FileInfo>();
  const modules = new Map<string, ModuleInfo>();

  function fileInfo(urlPath: string): FileInfo {
    let info = files.get(urlPath);
    if (!info) {
      const buffer = readFileSync(path.join(root, urlPath));
      info = { raw: buffer.length, gzip: gzipSync(buffer).length, text: buffer.toString('utf8') };
      files.set(urlPath, info);
    }
    return info;
  }

  /** A same-origin URL path for an href/src/specifier, or null (external, data:, missing file). */
  function resolve(reference: string, from: string): string | null {
    const url = new URL(reference, `http://site${from}`);
    if (url.origin !== 'http://site') return null;
    const urlPath = decodeURIComponent(url.pathname);
    return existsSync(path.join(root, urlPath)) ? urlPath : null;
  }

  function moduleInfo(urlPath: string): ModuleInfo {
    let info = modules.get(urlPath);
    if (!info) {
      const file = fileInfo(urlPath);
      const code = file.text;
      const staticImports = new Set<string>();
      for (const match of code.matchAll(staticImportPattern)) {
        const target = resolve(match[2]!, urlPath);
        if (target) staticImports.add(target);
      }
      const dynamicImports = new Set<string>();
      for (const match of code.matchAll(dynamicImportPattern)) {
        const target = resolve(match[2]!, urlPath);
        if (target) dynamicImports.add(target);
      }
      const deps = mapDepsPattern.exec(code)?.[1];
      if (deps) {
        for (const match of deps.matchAll(/(["'`])([^"'`]+)\1/g)) {
          const target = resolve(`/${match[2]!.replace(/^\//, '')}`, '/');
          if (target && !staticImports.has(target)) dynamicImports.add(target);
        }
      }
      info = { ...file, staticImports: [...staticImports], dynamicImports: [...dynamicImports], isSupabase: isSupabaseChunk(code) };
      modules.set(urlPath, info);
    }
    return info;
  }

  /** Every module statically reachable from `roots` (the roots included). */
  function staticClosure(roots: Iterable<string>, into = new Set<string>(), stop: (file: string) => boolean = () => false): Set<string> {
    const queue = [...roots];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (into.has(file) || stop(file)) continue;
      into.add(file);
      queue.push(...moduleInfo(file).staticImports);
    }
    return into;
  }

  function analyzePage(pagePath: string, file: string, locale: Locale, page: string): PageSizes {
    const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
    const html = fileInfo(urlPath);
    const css = new Set<string>();
    const scriptRoots = new Set<string>();
    const laterRoots = new Set<string>();
    for (const match of html.text.matchAll(/<img\b[^>]*\bdata-script="([^"]+)"/gi)) {
      const target = resolve(match[1]!, pagePath);
      if (target) laterRoots.add(target);
    }
    for (const match of html.text.matchAll(/<(link|script)\b[^>]*>/gi)) {
      const attributes = attributesOf(match[0]);
      if (match[1]!.toLowerCase() === 'link') {
        const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
        const href = attributes.get('href');
        if (!href) continue;
        const target = resolve(href, pagePath);
        if (!target) continue;
        if (rel.includes('stylesheet')) css.add(target);
        else if (rel.includes('modulepreload') || (rel.includes('preload') && attributes.get('as') === 'script')) scriptRoots.add(target);
      } else {
        const src = attributes.get('src');
        const target = src ? resolve(src, pagePath) : null;
        if (target) scriptRoots.add(target);
      }
    }

    const upfront = staticClosure(scriptRoots);
    const island = new Set<string>();
    const supabaseRoots = new Set<string>();
    const queue = [...upfront].flatMap((module) => moduleInfo(module).dynamicImports).concat([...laterRoots]);
    while (queue.length > 0) {
      const module = queue.pop()!;
      if (upfront.has(module) || island.has(module)) continue;
      const info = moduleInfo(module);
      if (info.isSupabase) {
        supabaseRoots.add(module);
        continue;
      }
      island.add(module);
      queue.push(...info.staticImports, ...info.dynamicImports);
    }
    const supabase = new Set<string>();
    const supabaseQueue = [...supabaseRoots];
    while (supabaseQueue.length > 0) {
      const module = supabaseQueue.pop()!;
      if (upfront.has(module) || island.has(module) || supabase.has(module)) continue;
      supabase.add(module);
      const info = moduleInfo(module);
      supabaseQueue.push(...info.staticImports, ...info.dynamicImports);
    }

    return {
      path: pagePath,
      locale,
      page,
      html: sum([urlPath], fileInfo),
      css: sum(css, fileInfo),
      upfront: sum(upfront, fileInfo),
      island: sum(island, fileInfo),
      supabase: sum(supabase, fileInfo),
    };
  }

  /** A route's HTML as createStaticSite finds it: `en/pricing/index.html` or `en/pricing.html`. */
  function pageFile(routePath: string): string {
    const candidates = [path.join(root, routePath, 'index.html'), ...(routePath === '/' ? [] : [path.join(root, `${routePath}.html`)])];
    const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (!found) throw new Error(`${distDir}: no HTML for ${routePath} (is the build complete?)`);
    return found;
  }

  const pages = [
    ...routes.map((route) => analyzePage(route.path, pageFile(route.path), route.locale, route.page)),
    ...locales.map((locale) => {
      const notFound = `${notFoundPathFor(locale)}.html`;
      return analyzePage(notFound, path.join(root, notFound), locale, 'notFound');
    }),
  ];

  const loaded = new Set(pages.flatMap((page) => [...page.upfront.files, ...page.island.files, ...page.supabase.files]));
  const assetFiles = listFiles(root);
  const allJs = assetFiles.filter((file) => file.endsWith('.js') || file.endsWith('.mjs'));
  return {
    pages,
    supabase: sum(new Set(pages.flatMap((page) => page.supabase.files)), fileInfo),
    unusedJs: sum(
      allJs.filter((file) => !loaded.has(file)),
      fileInfo,
    ),
    allCss: sum(
      assetFiles.filter((file) => file.startsWith('/assets/') && file.endsWith('.css')),
      fileInfo,
    ),
    allJs: sum(allJs, fileInfo),
  };
}

/** Every file under dist/client as a URL path. */
function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}
