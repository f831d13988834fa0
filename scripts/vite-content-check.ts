/**
 * Runs the content check in `vite build` (fails the build) and in the dev server
 * (shows every problem in the browser overlay, again after each content edit).
 */
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import type * as ContentCheck from './content-check';

const checkModule = '/scripts/content-check.ts';

function isContentFile(file: string): boolean {
  return /[\\/](content|schema)[\\/][^\\/]+\.(ts|json)$/.test(file);
}

async function checkInDevServer(server: ViteDevServer): Promise<void> {
  const { checkContent } = (await server.ssrLoadModule(checkModule)) as typeof ContentCheck;
  const report = checkContent();
  if (report.ok) return;
  server.config.logger.error(report.text);
  server.ws.send({ type: 'error', err: { message: report.text, stack: '', plugin: 'content-check', id: 'content' } });
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
    },
    configureServer(server) {
      const recheck = (file: string) => {
        if (isContentFile(file)) void checkInDevServer(server).catch((error: unknown) => server.config.logger.error(String(error)));
      };
      server.watcher.on('change', recheck);
      server.watcher.on('add', recheck);
      server.httpServer?.once('listening', () => void checkInDevServer(server).catch(() => {}));
    },
  };
}
