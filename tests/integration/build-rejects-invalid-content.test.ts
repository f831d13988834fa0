/**
 * The build and the dev server refuse invalid content: a copy of the project whose modules lost
 * a string, hold "..." or use a word the glossary forbids is built for real (the build must fail
 * naming language and path) and served by the Vite dev server (the overlay must show the same lines).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumFlags, chromiumPath } from '../../tooling/chromium';
import { copyProject, type ProjectCopy } from '../../tooling/project-copy';

let copy: ProjectCopy;

beforeAll(() => {
  copy = copyProject('site-broken-');
  copy.mutateContent('de', `delete (de.pricing.plans[1] as { cta?: string }).cta;`);
  copy.mutateContent('it', `(it.home.hero as { title: string }).title = '  ';`);
  copy.mutateContent('en', `(en.home.hero as { subtitle: string }).subtitle = 'Wait...';`);
  copy.mutateContent('de', `(de.home.hero as { subtitle: string }).subtitle = 'Inhalte der Urheber';`);
});

afterAll(() => copy.remove());

const expectedLines = [
  'content/de.ts: pricing.plans[1].cta is missing',
  'content/it.ts: home.hero.title is empty',
  'content/en.ts: home.hero.subtitle has "...": type the ellipsis character …',
  'content/de.ts: home.hero.subtitle uses “Urheber”, which the glossary forbids: write “Creator”',
];

it('fails `vike build` with one line per problem, naming language and path', () => {
  const result = copy.build();
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, output).not.toBe(0);
  for (const line of expectedLines) expect(output).toContain(line);
});

it('shows every problem in the dev server’s browser overlay', async () => {
  process.env.DATA_DIR = path.join(copy.dir, '.data');
  const server = await createServer({
    root: copy.dir,
    configFile: path.join(copy.dir, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    await server.listen();
    const page = await browser.newPage();
    await page.goto(`${server.resolvedUrls!.local[0]}de`);
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ state: 'attached', timeout: 30_000 });
    const text = await overlay.evaluate((element) => element.shadowRoot?.textContent ?? '');
    for (const line of expectedLines) expect(text).toContain(line);
  } finally {
    await browser.close();
    await server.close();
    delete process.env.DATA_DIR;
  }
});
