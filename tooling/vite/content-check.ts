/**
 * The checks a build runs before anything is rendered, failing it with what to do: the JSON schema
 * is regenerated first when the content types changed since it was generated (schema/stamp.ts);
 * then the content check, a page of the route table without its template or a page folder the
 * table does not list (tooling/page-templates.ts) and placeholder company facts in a build for a public SITE_URL
 * (facts-guard.ts). In the dev server the schema follows the types too, and while content is
 * invalid pages answer with the list of problems and the browser overlay shows it; after each
 * content edit the check runs again, and the page reloads once the content is valid.
 */
import type { ServerResponse } from 'node:http';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import type * as ContentCheck from '../../scripts/content-check';
import type * as SchemaGenerator from '../../scripts/schema';
import { schemaStaleness } from '../../schema/stamp.js';
import { factsGuardProblem } from '../../scripts/facts-guard.js';
import { routeTableProblem } from '../page-templates.js';

const checkModule = '/scripts/content-check.ts';
const schemaModule = '/scripts/schema.ts';

function isContentFile(file: string): boolean {
  return /[\\/](content|schema)[\\/][^\\/]+\.(ts|json)$/.test(file);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A bare page that shows the problems and loads Vite's client, so the overlay appears too. */
function sendProblemsPage(res: ServerResponse, report: ContentCheck.ContentReport): void {
  res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Content is invalid</title>` +
      `<script type="module" src="/@vite/client"></script></head>` +
      `<body><pre>${escapeHtml(report.text)}</pre></body></html>`,
  );
}

/** The schema follows the types by itself in the build and the dev server (~5 s, only after they changed). */
async function regenerateStaleSchema(loadGenerator: () => Promise<typeof SchemaGenerator>, log: (text: string) => void): Promise<void> {
  if (!schemaStaleness()) return;
  log(`content types changed: regenerated ${(await loadGenerator()).writeSchema()}`);
}

export function contentCheckPlugin(): Plugin {
  let checkedThisBuild = false;
  return {
    name: 'content-check',
    async buildStart() {
      if (this.meta.watchMode || checkedThisBuild) return;
      checkedThisBuild = true;
      await regenerateStaleSchema(async () => (await runnerImport<typeof SchemaGenerator>(schemaModule, { configFile: false, logLevel: 'silent' })).module, (text) => this.info(text));
      const { module } = await runnerImport<typeof ContentCheck>(checkModule, { configFile: false, logLevel: 'silent' });
      const report = module.checkContent();
      const routesProblem = routeTableProblem();
      // Both at once: a new page usually misses its content and its template together.
      if (!report.ok || routesProblem) this.error([report.ok ? '' : report.text, routesProblem ?? ''].filter(Boolean).join('\n'));
      const placeholderProblem = factsGuardProblem({ siteUrl: process.env.SITE_URL, allowPlaceholders: process.env.ALLOW_PLACEHOLDERS });
      if (placeholderProblem) this.error(placeholderProblem);
    },
    configureServer(server: ViteDevServer) {
      let report: ContentCheck.ContentReport | undefined;
      const check = async () => {
        const wasInvalid = report?.ok === false;
        await regenerateStaleSchema(async () => (await server.ssrLoadModule(schemaModule)) as typeof SchemaGenerator, (text) => server.config.logger.info(text));
        const { checkContent } = (await server.ssrLoadModule(checkModule)) as typeof ContentCheck;
        report = checkContent();
        if (!report.ok) {
          server.config.logger.error(report.text);
          server.ws.send({ type: 'error', err: { message: report.text, stack: '', plugin: 'content-check', id: 'content' } });
        } else if (wasInvalid) {
          server.ws.send({ type: 'full-reload' });
        }
        return report;
      };
      const recheck = (file: string) => {
        if (isContentFile(file)) void check().catch((error: unknown) => server.config.logger.error(String(error)));
      };
      server.watcher.on('change', recheck);
      server.watcher.on('add', recheck);
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
        (report ? Promise.resolve(report) : check()).then((current) => (current.ok ? next() : sendProblemsPage(res, current)), next);
      });
    },
  };
}
