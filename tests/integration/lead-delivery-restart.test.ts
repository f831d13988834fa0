/**
 * At least once through a crash: `npm start` (the real server, spawned) stores a lead while the
 * receiver is down and is killed with SIGKILL right after the insert; started again, it delivers
 * the lead once the receiver is back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { projectRoot } from '../../tooling/project';
import { client, demo, runNode } from '../fixtures/local-backend';
import { freePort, startWebhookReceiver, until } from '../fixtures/lead-receivers';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-restart-test-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Starts `npm start`'s server and resolves once it serves; `output` collects what it prints. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: projectRoot,
    env: { ...process.env, NODE_NO_WARNINGS: '1', DIST_DIR: path.join(projectRoot, 'public'), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  // PGlite's start and the migrations take seconds, a minute or more on a loaded machine.
  await until(() => {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    return output.includes('Site and local backend:');
  }, 'the server to start', 180_000).catch((error: Error) => {
    throw new Error(`${error.message}; it printed: ${output}`);
  });
  return { child, output: () => output };
}

it('a lead stored just before a SIGKILL, with the receiver down, is delivered after the restart', async () => {
  const receiverPort = await freePort();
  const port = String(await freePort());
  const env = { PORT: port, DATA_DIR: path.join(tmp, 'data'), LEAD_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/hooks/leads` };

  const first = await startServer(env);
  expect(first.output()).toContain('Lead delivery: webhook http://127.0.0.1:');
  const lead = demo();
  const { error } = await client(`http://127.0.0.1:${port}`).from('demo_requests').insert(lead);
  expect(error).toBeNull();
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));

  const receiver = await startWebhookReceiver(() => 200, receiverPort);
  try {
    const second = await startServer(env);
    const [request] = await receiver.waitFor(1, 90_000);
    expect(request!.body.lead.email).toBe(lead.email);
    const id = request!.body.lead.id as string;
    expect(request!.headers['idempotency-key']).toBe(id);

    const leads = await runNode(['scripts/leads.ts', '--data-dir', env.DATA_DIR]);
    expect(leads.stdout).toMatch(/delivered \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
    expect(receiver.requests.every((r) => r.headers['idempotency-key'] === id)).toBe(true);
  } finally {
    await receiver.close();
  }
}, 600_000);

it('a delivery setting that cannot work stops npm start in one line, before the database opens', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: projectRoot,
    env: { ...process.env, NODE_NO_WARNINGS: '1', DIST_DIR: path.join(projectRoot, 'public'), DATA_DIR: path.join(tmp, 'refused'), LEAD_EMAIL_TO: 'sales@example.com', SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(stderr.trim().split('\n')).toEqual([
    'Could not start: E-mail delivery needs both LEAD_EMAIL_TO and SMTP_URL (smtp:// or smtps://user:pass@host:port).',
  ]);
  expect(fs.existsSync(path.join(tmp, 'refused'))).toBe(false);
}, 120_000);
