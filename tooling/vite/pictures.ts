/**
 * `import pictures from 'virtual:pictures'`: every picture an image slot may name, built by
 * vite-imagetools at the widths and formats of components/Picture: the files of content/images, and
 * the art the site draws from its theme (renderer/art), written at build time to Vite's cache folder
 * under their content hash (a re-theme redraws them; builds of project copies share the folder).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { communitySvg } from '../../renderer/art/community.js';
import { tokens, type Theme } from '../../renderer/tokens.js';

export const picturesModule = 'virtual:pictures';
const resolvedId = `\0${picturesModule}`;
/** What vite-imagetools makes of each picture (vite.config.ts lets it read both folders). */
const pictureQuery = 'w=480;800;1200;1600&format=avif;webp&as=picture';

/** The drawn art, by the file name an image slot gives it. */
export const drawnArt: Record<string, (theme: Theme) => string> = { 'community.svg': communitySvg };

/** The folder the drawn art is written to, under Vite's cache folder: imagetools reads pictures from it. */
export const drawnArtFolder = 'drawn-art';

function writeDrawnArt(cacheDir: string, name: string, svg: string): string {
  const dir = path.join(cacheDir, drawnArtFolder, createHash('sha256').update(svg).digest('hex').slice(0, 16));
  const file = path.join(dir, name);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, svg);
    renameSync(temporary, file);
  }
  return file;
}

export function picturesPlugin(): Plugin {
  let cacheDir = '';
  let root = '';
  return {
    name: 'pictures',
    configResolved(config) {
      cacheDir = config.cacheDir;
      root = config.root;
    },
    resolveId(id) {
      return id === picturesModule ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      const imagesDir = path.join(root, 'content/images');
      const files: [string, string][] = (existsSync(imagesDir) ? readdirSync(imagesDir) : [])
        .filter((name) => /\.(svg|png|jpe?g|webp)$/.test(name))
        .map((name) => [name, path.join(imagesDir, name)]);
      for (const [name, draw] of Object.entries(drawnArt)) files.push([name, writeDrawnArt(cacheDir, name, draw(tokens))]);
      const imports = files.map(([, file], index) => `import p${index} from ${JSON.stringify(`${file}?${pictureQuery}`)};`);
      const entries = files.map(([name], index) => `${JSON.stringify(name)}: p${index}`);
      return `${imports.join('\n')}\nexport default { ${entries.join(', ')} };\n`;
    },
  };
}
