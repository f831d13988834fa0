/** Every built page is valid HTML: the Nu Html Checker (vnu-jar, run by the machine's Java) finds no error. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const distDir = path.resolve('dist/client');

function builtPages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? builtPages(full) : entry.name.endsWith('.html') ? [full] : [];
  });
}

test('the Nu Html Checker finds no error on any built page', async () => {
  test.setTimeout(120_000);
  const pages = builtPages(distDir);
  expect(pages.length).toBeGreaterThan(30);
  const jar = createRequire(import.meta.url)('vnu-jar') as string;
  // One run over every page (the JVM starts once). vnu exits 1 when it reports errors.
  const run = await promisify(execFile)('java', ['-jar', jar, '--errors-only', '--format', 'json', ...pages], { maxBuffer: 64 * 1024 * 1024 }).catch(
    (e: { stdout?: string; stderr?: string; code?: number | string }) => {
      if (e.code === 'ENOENT') throw new Error('Java is missing: install it (apt-get install -y default-jre-headless)');
      return { stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
    },
  );
  const report = JSON.parse(run.stderr || run.stdout) as { messages: { type: string; url: string; message: string; lastLine?: number }[] };
  const errors = report.messages.map((m) => `${path.relative(distDir, new URL(m.url).pathname)}:${m.lastLine ?? '?'} ${m.message}`);
  expect(errors).toEqual([]);
});
