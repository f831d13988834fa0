/**
 * Builds for the performance report: `vike build` (through vike's own bin, never `vite build` from
 * an npm script, which skips pre-rendering), timed, in the project or in a throwaway copy of it.
 */
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyProject as copyOfProject } from '../../tooling/project-copy';

export { projectRoot } from '../../tooling/project';

/** A copy of the project under os.tmpdir() (tooling/project-copy.ts), to build with other settings or content. */
export function copyProject(prefix: string): string {
  return copyOfProject(prefix).dir;
}

export function removeCopy(copy: string): void {
  if (path.dirname(copy) !== path.resolve(tmpdir())) throw new Error(`refusing to delete ${copy}: not a copy under ${tmpdir()}`);
  rmSync(copy, { recursive: true, force: true });
}

export interface BuildResult {
  /** Wall-clock time. */
  ms: number;
  /** CPU time (user + system) of the build and the processes it waited for: steadier than wall time on a busy machine. */
  cpuMs: number | null;
  /** HTML files written to dist/client (pages and not-found pages). */
  htmlFiles: number;
}

export class BuildError extends Error {}

/** `node node_modules/vike/bin.js build` in `cwd`, timed; throws with the build's output when it fails. */
export function build(cwd: string, env: Record<string, string | undefined> = {}): Promise<BuildResult> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  // A normal build: no pseudo language unless the caller asks for it.
  delete childEnv.PSEUDO_LOCALE;
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // Through sh for its `times` builtin: the CPU time of the build, printed last on stdout.
    const script = `"$0" "$1" build; rc=$?; echo '${marker}'; times; exit $rc`;
    const child = spawn('/bin/sh', ['-c', script, process.execPath, path.join(cwd, 'node_modules/vike/bin.js')], { cwd, env: childEnv });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const cpuMs = childCpuMs(output);
      output = output.split(marker)[0] ?? output;
      if (code !== 0) {
        reject(new BuildError(`vike build in ${cwd} exited with ${code}:\n${output.split('\n').slice(-40).join('\n')}`));
        return;
      }
      const htmlFiles = countHtml(path.join(cwd, 'dist/client'));
      if (htmlFiles === 0) {
        reject(new BuildError(`vike build in ${cwd} wrote no HTML (pre-rendering skipped?):\n${output.split('\n').slice(-20).join('\n')}`));
        return;
      }
      resolve({ ms, cpuMs, htmlFiles });
    });
  });
}

const marker = '--- perf: cpu times ---';

/** sh's `times`: a line for the shell, then one for its children (`0m6.91s 0m1.80s`, user then system). */
function childCpuMs(output: string): number | null {
  const after = output.split(marker)[1];
  const lines = after?.split('\n').filter((line) => /\d+m[\d.]+s/.test(line)) ?? [];
  const children = lines[1];
  if (!children) return null;
  const [user, system] = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((match) => (Number(match[1]) * 60 + Number(match[2])) * 1000);
  return user !== undefined && system !== undefined ? user + system : null;
}

function countHtml(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.html')).length;
  } catch {
    return 0;
  }
}
