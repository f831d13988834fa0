/**
 * The files made of the theme's brand colour (renderer/tokens.ts), so that a re-theme is one edit:
 * the favicon, written by the client build and served by the dev server. (The `theme-color` meta
 * reads the same token in renderer/Head.tsx.)
 */
import type { Plugin, ViteDevServer } from 'vite';
import { faviconPath, faviconSvg } from '../../renderer/brand-mark.js';
import type * as Tokens from '../../renderer/tokens';
import { tokens } from '../../renderer/tokens.js';

const tokensModule = '/renderer/tokens.ts';

export function brandFilesPlugin(): Plugin {
  return {
    name: 'brand-files',
    generateBundle() {
      // Once, into dist/client: the server build writes no public files.
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: faviconPath.slice(1), source: faviconSvg(tokens.color) });
    },
    configureServer(server: ViteDevServer) {
      // The tokens as they are now: an edit shows at the next request.
      server.middlewares.use(faviconPath, (_req, res, next) => {
        server
          .ssrLoadModule(tokensModule)
          .then((current) => {
            res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-cache' });
            res.end(faviconSvg((current as typeof Tokens).tokens.color));
          }, next);
      });
    },
  };
}
