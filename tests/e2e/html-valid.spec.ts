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

interface Message {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  lastColumn?: number;
}

/**
 * The checker's CSS validator predates CSS Containment 3, which every current browser supports: it
 * refuses `container-type` and cannot parse a length in container query units (`cqi`). Only those
 * two messages are set aside, the second only where the declaration it points at holds `cqi`.
 */
function isContainerQueryGap(m: Message, lines: Map<string, string[]>): boolean {
  if (m.message === "CSS: “container-type”: Property “container-type” doesn't exist.") return true;
  if (m.message !== 'CSS: “font-size”: Parse Error.' || !m.lastLine || !m.lastColumn) return false;
  const file = new URL(m.url).pathname;
  if (!lines.has(file)) lines.set(file, fs.readFileSync(file, 'utf8').split('\n'));
  const before = lines.get(file)![m.lastLine - 1]!.slice(0, m.lastColumn);
  const declaration = before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf('{')) + 1);
  return declaration.startsWith('font-size:') && declaration.includes('cqi');
}

test('the Nu Html Checker finds no error on any built page', { tag: ['@facts'] }, async () => {
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
  const report = JSON.parse(run.stderr || run.stdout) as { messages: Message[] };
  const lines = new Map<string, string[]>();
  const errors = report.messages.filter((m) => !isContainerQueryGap(m, lines)).map((m) => `${path.relative(distDir, new URL(m.url).pathname)}:${m.lastLine ?? '?'} ${m.message}`);
  expect(errors).toEqual([]);
});
