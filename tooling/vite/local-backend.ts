/**
 * `npm run dev`: mounts the same local backend as `npm start` in the Vite dev server, so the
 * forms store their rows on the same origin. Closed with the server (and so on each restart).
 */
import type { Plugin } from 'vite';

export function localBackendPlugin(): Plugin {
  return {
    name: 'local-backend',
    apply: 'serve',
    async configureServer(server) {
      const { startLocalBackend } = await import('../../server/backend.js');
      const backend = await startLocalBackend({ dataDir: process.env.DATA_DIR });
      server.httpServer?.once('close', () => void backend.close());
      server.middlewares.use((req, res, next) => {
        backend.handle(req, res).then((handled) => handled || next(), next);
      });
    },
  };
}
