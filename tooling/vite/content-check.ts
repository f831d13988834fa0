/**
 * Runs the content check in `vite build` (fails the build; so do placeholder company facts in a
 * build for a public SITE_URL, see facts-guard.ts) and in the dev server: while content is
 * invalid, pages answer with the list of problems and the browser overlay shows it; after each
 * content edit the check runs again, and the page reloads once the content is valid.
 */
import type { ServerResponse } from 'node:http';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import type * as ContentCheck from '../../scripts/content-check';
import { factsGuardProblem } from '../../scripts/facts-guard.js';

const checkModule = '/scripts/content-check.ts';

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

export function contentCheckPlugin(): Plugin {
  let checkedThisBuild = false;
  return {
    name: 'content-check',
    async buildStart() {
      if (this.meta.watchMode || checkedThisBuild) return;
      checkedThisBuild = true;
      const { module } = await runnerImport<typeof ContentCheck>(checkModule, { configFile: false, logLevel: 'silent' });
      const report = module.checkContent();
      if (!report.ok) this.error(report.text);
      const placeholderProblem = factsGuardProblem({ siteUrl: process.env.SITE_URL, allowPlaceholders: process.env.ALLOW_PLACEHOLDERS });
      if (placeholderProblem) this.error(placeholderProblem);
    },
    configureServer(server: ViteDevServer) {
      let report: ContentCheck.ContentReport | undefined;
      const check = async () => {
        const wasInvalid = report?.ok === false;
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
