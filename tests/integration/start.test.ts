/** `npm start`'s expected failures end in one line and exit code 1: the real server, spawned. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { projectRoot as root } from '../../tooling/project';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function start(env: Record<string, string>): { done: Promise<{ code: number | null; stderr: string; stdout: string }>; kill(): void } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env: { ...process.env, NODE_NO_WARNINGS: '1', DIST_DIR: path.join(root, 'public'), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return { done: new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr, stdout }))), kill: () => child.kill('SIGTERM') };
}

async function waitFor(file: string): Promise<void> {
  for (let i = 0; i < 200 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
}

it('a second server on the same data directory, a port in use, an unusable data directory: one line each, exit 1', async () => {
  const dataDir = path.join(tmp, 'data');
  const port = String(20000 + (process.pid % 20000));
  const first = start({ DATA_DIR: dataDir, PORT: port });
  try {
    await waitFor(path.join(dataDir, 'backend.lock'));
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, 'backend.lock'), 'utf8')) as { pid: number };

    const second = await start({ DATA_DIR: dataDir, PORT: String(Number(port) + 1) }).done;
    expect(second.code).toBe(1);
    expect(second.stderr.trim().split('\n')).toEqual([
      `Could not start: The local database in ${dataDir}/ is already in use by process ${lock.pid} (npm start?). Stop it first; two processes on one PGlite directory lose data.`,
    ]);

    // Wait until the first one listens, then take its port.
    for (let i = 0; i < 200; i++) {
      if ((await fetch(`http://127.0.0.1:${port}/not-found.js`).catch(() => null))?.ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const busy = await start({ DATA_DIR: path.join(tmp, 'other'), PORT: port }).done;
    expect(busy.code).toBe(1);
    expect(busy.stderr.trim().split('\n')).toEqual([
      `Could not start: Port ${port} on 127.0.0.1 is already in use by another process. Stop it, or start on another port: PORT=${Number(port) + 1} npm start`,
    ]);
  } finally {
    first.kill();
    await first.done;
  }

  fs.writeFileSync(path.join(tmp, 'a-file'), '');
  const unusable = await start({ DATA_DIR: path.join(tmp, 'a-file', 'data'), PORT: port }).done;
  expect(unusable.code).toBe(1);
  expect(unusable.stderr.trim().split('\n')).toHaveLength(1);
  expect(unusable.stderr).toMatch(/^Could not start: Cannot use the data directory .*a-file\/data\/ \(ENOTDIR/);
}, 120_000);
