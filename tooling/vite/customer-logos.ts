/**
 * The customers' logos of this run's fact set, served as `/customers/<file>`. The company's live in
 * public/customers/, which Vite copies as it is; the example company's (FACTS=example) live beside its
 * facts, so a company build never ships them: this plugin writes them into the client build and the
 * dev server serves them.
 *
 * `import logoSizes from 'virtual:customer-logos'`: each logo's size from its viewBox, so that the
 * page reserves its width before the (lazy) file arrives and nothing below it moves.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { customerLogoDir, customers } from '../../content/facts.js';

const servedFrom = '/customers/';
export const customerLogosModule = 'virtual:customer-logos';
const resolvedId = `\0${customerLogosModule}`;

/** The logo's width and height in its own units (the viewBox's), or null when it has no usable viewBox. */
export function logoSize(svg: string): { width: number; height: number } | null {
  const viewBox = /<svg\b[^>]*\sviewBox\s*=\s*["']([^"']+)["']/.exec(svg)?.[1];
  const [, , width, height] = (viewBox ?? '').trim().split(/[\s,]+/).map(Number);
  return width && height && width > 0 && height > 0 ? { width, height } : null;
}

export function customerLogosPlugin(): Plugin {
  const copied = path.normalize(customerLogoDir) !== path.normalize('public/customers');
  const source = (file: string) => path.resolve(customerLogoDir, file);
  return {
    name: 'customer-logos',
    resolveId(id) {
      return id === customerLogosModule ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      // A logo the content check refuses (missing, no viewBox) has no size: the check names it.
      const sizes = Object.fromEntries(customers.map(({ logo }) => [logo.file, existsSync(source(logo.file)) ? logoSize(readFileSync(source(logo.file), 'utf8')) : null]));
      for (const customer of customers) this.addWatchFile(source(customer.logo.file));
      return `export default ${JSON.stringify(sizes)};\n`;
    },
    generateBundle() {
      if (!copied || this.environment.name !== 'client') return;
      for (const customer of customers) this.emitFile({ type: 'asset', fileName: `customers/${customer.logo.file}`, source: readFileSync(source(customer.logo.file)) });
    },
    configureServer(server) {
      if (!copied) return;
      server.middlewares.use(servedFrom, (req, res, next) => {
        const file = customers.find((customer) => `/${customer.logo.file}` === req.url)?.logo.file;
        if (!file) return next();
        res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
        res.end(readFileSync(source(file)));
      });
    },
  };
}
