/**
 * The customers' logos of this run's fact set, served as `/customers/<file>`. The company's live in
 * public/customers/, which Vite copies as it is; the example company's (FACTS=example) live beside its
 * facts, so a company build never ships them: this plugin writes them into the client build and the
 * dev server serves them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { customerLogoDir, customers } from '../../content/facts.js';

const servedFrom = '/customers/';

export function customerLogosPlugin(): Plugin {
  const copied = path.normalize(customerLogoDir) !== path.normalize('public/customers');
  const source = (file: string) => path.resolve(customerLogoDir, file);
  return {
    name: 'customer-logos',
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
