import type { Plugin } from 'vite';

/** Placeholder until the local backend lands. */
export function localBackendPlugin(): Plugin {
  return { name: 'local-backend' };
}
