/**
 * `import 'virtual:brand-font.css'`: the brand face's @font-face rules, made at build time
 * (tooling/brand-font/build.ts) from the characters the content uses
 * (tooling/brand-font/characters.ts, loaded through Vite as the content check loads content).
 *
 * The subset and its stylesheet are written to Vite's cache folder under their content hash, and
 * the import resolves to that stylesheet: Vite's own CSS pipeline then emits the font file with a
 * content hash (assets/static/plus-jakarta-sans.<hash>.woff2) and writes its URL into the one stylesheet.
 * The dev server makes the subset once at its start: a character added to the content meanwhile
 * shows in the fallback face until the next start.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type * as Characters from '../brand-font/characters';
import { buildBrandFont } from '../brand-font/build.js';

export const brandFontModule = 'virtual:brand-font.css';
const charactersModule = '/tooling/brand-font/characters.ts';
const fontFile = 'plus-jakarta-sans.woff2';

/** Writes a file atomically (builds of project copies share the cache folder through node_modules). */
function writeOnce(file: string, contents: string | Buffer): void {
  if (existsSync(file)) return;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/** The subset and its stylesheet in `cacheDir/brand-font/<hash>/`; returns the stylesheet's path. */
async function writeBrandFont(cacheDir: string, dev: boolean, warn: (text: string) => void): Promise<string> {
  const { module } = await runnerImport<typeof Characters>(charactersModule, { configFile: false, logLevel: 'silent' });
  let characters: string[];
  try {
    characters = module.brandFontCharacters();
  } catch (error) {
    // The dev server starts on invalid content to show its problems (content-check.ts): the
    // characters as written, unfilled, do then. A build has failed on them before it gets here.
    if (!dev) throw error;
    warn('brand font: the content does not pass its check; subset made from the modules as written');
    characters = module.brandFontCharacters({ filled: false });
  }
  const font = await buildBrandFont(characters.join(''));
  const css = font.css(`./${fontFile}`);
  const hash = createHash('sha256').update(font.woff2).update(css).digest('hex').slice(0, 16);
  const dir = path.join(cacheDir, 'brand-font', hash);
  mkdirSync(dir, { recursive: true });
  writeOnce(path.join(dir, fontFile), font.woff2);
  writeOnce(path.join(dir, 'brand-font.css'), css);
  return path.join(dir, 'brand-font.css');
}

export function brandFontPlugin(): Plugin {
  let cacheDir = '';
  let dev = false;
  let warn: (text: string) => void = () => {};
  // Once per process and cache folder: the client and server builds share it.
  let stylesheet: Promise<string> | undefined;
  return {
    name: 'brand-font',
    enforce: 'pre',
    configResolved(config) {
      cacheDir = config.cacheDir;
      dev = config.command === 'serve';
      warn = (text) => config.logger.warn(text);
    },
    resolveId(id) {
      if (id !== brandFontModule) return null;
      stylesheet ??= writeBrandFont(cacheDir, dev, warn);
      return stylesheet;
    },
  };
}
