/**
 * A build step that runs once every page is pre-rendered: vike pre-renders in the server build's
 * writeBundle, and that build's closeBundle comes after. The step gets the client directory
 * (dist/client), where the pages are, and the resolved config.
 */
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** What a step may do besides writing files: warn, or fail the build. */
export interface StepContext {
  warn(message: string): void;
  error(message: string): never;
}

export function afterPrerender(name: string, step: (context: StepContext, clientDir: string, config: ResolvedConfig) => void): Plugin {
  let config: ResolvedConfig;
  let clientDir: string;
  return {
    name,
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    configResolved(resolved) {
      config = resolved;
      clientDir = path.resolve(resolved.root, resolved.environments.client!.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        step(this, clientDir, config);
      },
    },
  };
}
