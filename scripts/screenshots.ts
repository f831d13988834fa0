/**
 * `npm run screenshots`: full-page screenshots of every page type in every language at 375 px and
 * 1280 px, written to screenshots/ (git-ignored), to look at before calling a page done.
 * Serves dist/client itself (build first); `--lang de,it` and `--page home,pricing` narrow the set.
 * `--facts example` takes the example company's build (dist-example/client, built with
 * `FACTS=example BUILD_OUT_DIR=dist-example npm run build`) and writes to screenshots/example/.
 */
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { locales, pageKeys, routeFor, notFoundPathFor } from '../content/locales';
import { createStaticSite } from '../server/static-site';
import { commandLineOrExit } from '../tooling/args';
import { chromiumFlags, chromiumPath } from '../tooling/chromium';
import { buildOutDirFor } from '../tooling/project';
import { factsChoiceOf } from '../content/facts';

const { values } = commandLineOrExit('npm run screenshots -- [--facts company|example] [--lang de,it] [--page home,pricing]', {
  facts: { type: 'string' },
  lang: { type: 'string' },
  page: { type: 'string' },
});
const facts = factsChoiceOf(values.facts === 'company' ? undefined : values.facts);
const onlyLocales = values.lang?.split(',') ?? null;
const onlyPages = values.page?.split(',') ?? null;
const outDir = process.env.SCREENSHOT_DIR ?? (facts === 'example' ? 'screenshots/example' : 'screenshots');
const distDir = process.env.DIST_DIR ?? `${buildOutDirFor(facts)}/client`;
const widths = [375, 1280];

const site = createStaticSite(distDir);
const server = http.createServer((req, res) => void site(req, res));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const targets = [...pageKeys, 'notFound' as const];
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const locale of locales.filter((l) => !onlyLocales || onlyLocales.includes(l))) {
    for (const target of targets.filter((t) => !onlyPages || onlyPages.includes(t))) {
      const path = target === 'notFound' ? `${notFoundPathFor(locale)}.html` : routeFor(target, locale);
      await page.goto(`${origin}${path}`);
      // What a reader scrolling down would see: lazy images loaded (made eager, then awaited), and
      // the islands near the end started by the scroll.
      await page.evaluate(async () => {
        for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
        await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
      });
      await page.waitForLoadState('networkidle');
      const file = `${outDir}/${locale}-${target}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
  }
  await page.close();
}
await browser.close();
server.close();
