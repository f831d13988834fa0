/**
 * `npm run perf`: the performance report. Prints figures; asserts nothing.
 *
 * 1. Builds a copy of the project (`vike build`, timed; the checkout's dist/ is left alone) and
 *    prints, per route and not-found page, the bytes of its HTML, the CSS it links, the JavaScript
 *    it loads up front and, on island pages, the island JavaScript loaded later (the supabase-js
 *    chunk, loaded only at the first submit, on its own line).
 * 2. Lighthouse (default mobile preset) on one page of each type in each language, served by
 *    createStaticSite on 127.0.0.1 from a copy built with SITE_URL = that origin, each page twice
 *    (--rounds), with a bare floor page (a heading and a line, no web font: perf/floor.ts) audited
 *    between them at least 3 times. Prints the floor's median LCP and each page's LCP as a ratio
 *    to it, with its CLS; each LHR is written to perf-report/lighthouse/<lang>-<page>-<run>.json.
 * 3. Build time with 5, 10 and 20 languages (synthetic copies of fr) in a temporary copy.
 *
 * Everything lands in perf-report/summary.json (git-ignored).
 *
 * Options: --facts company|example|both (the fact set(s) Lighthouse audits, both by default: each state's
 * ratios come from its own runs, with its own floor runs), --skip-lighthouse, --skip-scaling, --quick (Lighthouse in one language, --lang to pick
 * it, fr by default; one build per scaling size), --rounds N (Lighthouse runs per page, 2 by
 * default), --runs N (builds per scaling size, 2 by default). createStaticSite sends text gzip
 * compressed, as real hosts do, so Lighthouse sees the bytes a visitor receives.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { defaultLocale, isLocale, locales, type Locale } from '../content/locales';
import { createStaticSite } from '../server/static-site';
import { commandLineOrExit } from '../tooling/args';
import { kb, ms, seconds, sizePair, table } from './perf/format';
import { floorPath, planRuns, summarize, withFloorPage } from './perf/floor';
import { auditedPages, auditedPath, runLighthouse, targetLabel, type Target } from './perf/lighthouse';
import { printLighthouse, runLine } from './perf/lighthouse-report';
import { startServer } from './perf/server';
import { build, copyProject, projectRoot, removeCopy } from './perf/project';
import { measureScaling, type ScalingPoint } from './perf/scaling';
import { analyzeDist, type SizeReport } from './perf/sizes';

const args = process.argv.slice(2);
const { values, positionals } = commandLineOrExit('npm run perf -- [--facts company|example|both] [--skip-lighthouse] [--skip-scaling] [--quick [--lang en]] [--rounds N] [--runs N]', {
  facts: { type: 'string' },
  'skip-lighthouse': { type: 'boolean' },
  'skip-scaling': { type: 'boolean' },
  quick: { type: 'boolean' },
  lang: { type: 'string' },
  rounds: { type: 'string' },
  runs: { type: 'string' },
});
if (positionals.length > 0) {
  console.error(`Unknown argument(s): ${positionals.join(' ')}`);
  process.exit(2);
}
const flag = (name: 'skip-lighthouse' | 'skip-scaling' | 'quick') => values[name] === true;
const quick = flag('quick');
const quickLocale = values.lang ?? defaultLocale;
if (!isLocale(quickLocale)) {
  console.error(`--lang ${quickLocale}: not a language of the site (${locales.join(', ')})`);
  process.exit(2);
}
const runsPerSize = Number(values.runs ?? (quick ? 1 : 2));
if (!Number.isInteger(runsPerSize) || runsPerSize < 1) {
  console.error('--runs takes a positive integer');
  process.exit(2);
}

const factSets = { company: ['company'], example: ['example'], both: ['company', 'example'] } as const;
const factsOption = (values.facts ?? 'both') as keyof typeof factSets;
if (!(factsOption in factSets)) {
  console.error(`--facts ${factsOption}: company, example or both`);
  process.exit(2);
}

const rounds = Number(values.rounds ?? 2);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('--rounds takes a positive integer');
  process.exit(2);
}

const reportDir = path.join(projectRoot, 'perf-report');
const lighthouseDir = path.join(reportDir, 'lighthouse');
const summary: Record<string, unknown> = { generatedAt: new Date().toISOString(), node: process.version, options: { quick, args } };
const partMs: Record<string, number> = {};

/** The 1-minute load average: above the 2 cores, timings are inflated by other processes. */
function load(): string {
  return loadavg()[0]!.toFixed(1);
}

function heading(title: string): void {
  console.log(`\n=== ${title} ===\n`);
  console.log(`(load average ${loadavg().map((value) => value.toFixed(1)).join(' ')} on ${availableParallelism()} cores)\n`);
}

function writeSummary(): void {
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, 'summary.json'), `${JSON.stringify({ ...summary, partMs }, null, 2)}\n`);
}

// ------------------------------------------------------------------------------------------------
// 1. Build and sizes
// ------------------------------------------------------------------------------------------------

async function sizesPart(): Promise<void> {
  heading('1. Build and page weight');
  const started = performance.now();
  // In a copy: a build in the checkout would rewrite the dist/ that a test run or a server may be reading.
  const copy = copyProject('perf-sizes-');
  let result: Awaited<ReturnType<typeof build>>;
  let report: SizeReport;
  try {
    result = await build(copy);
    report = analyzeDist(path.join(copy, 'dist/client'));
  } finally {
    removeCopy(copy);
  }
  printSizes(report);
  console.log(
    `\nBuild (vike build in a copy of the project, ${result.htmlFiles} HTML files): ${ms(result.ms)} wall, ` +
      `${result.cpuMs === null ? '?' : ms(result.cpuMs)} CPU (load ${load()})`,
  );
  partMs.sizes = performance.now() - started;
  summary.build = { ms: Math.round(result.ms), cpuMs: result.cpuMs === null ? null : Math.round(result.cpuMs), htmlFiles: result.htmlFiles };
  summary.sizes = report;
}

const htmlGzipLimit = 20 * 1024;
const cssGzipLimit = 15 * 1024;

function printSizes(report: SizeReport): void {
  const rows = report.pages.map((page) => {
    const flags = [page.html.gzip > htmlGzipLimit ? 'HTML>20K' : '', page.css.gzip > cssGzipLimit ? 'CSS>15K' : ''].filter(Boolean).join(' ');
    return [
      page.path,
      kb(page.html.raw),
      kb(page.html.gzip),
      page.css.raw ? kb(page.css.raw) : '-',
      page.css.raw ? kb(page.css.gzip) : '-',
      page.upfront.raw ? `${kb(page.upfront.raw)} (${page.upfront.files.length})` : '-',
      page.upfront.raw ? kb(page.upfront.gzip) : '-',
      page.island.raw ? `${kb(page.island.raw)} (${page.island.files.length})` : '-',
      page.island.raw ? kb(page.island.gzip) : '-',
      flags,
    ];
  });
  console.log('Sizes in KB (1 KB = 1024 bytes), gzip at level 6; (n) = number of JS files.');
  console.log('JS up front: script tags, modulepreloads and their static imports. Islands: dynamic imports reachable from the loader.\n');
  console.log(table(['page', 'HTML', 'gz', 'CSS', 'gz', 'JS up front', 'gz', 'island JS later', 'gz', ''], rows));
  const islandPages = report.pages.filter((page) => page.supabase.raw > 0).map((page) => page.path);
  console.log('');
  if (report.supabase.raw > 0) {
    console.log(
      `supabase-js, loaded at the first submit only: ${sizePair(report.supabase.raw, report.supabase.gzip)} KB raw / gzip ` +
        `(${report.supabase.files.join(', ')}; reachable from ${islandPages.length} pages)`,
    );
  } else {
    console.log('supabase-js: no chunk containing the PostgREST client is reachable from any page');
  }
  const htmlGzip = report.pages.map((page) => page.html.gzip);
  console.log(`HTML gzip: smallest ${kb(Math.min(...htmlGzip))} KB, largest ${kb(Math.max(...htmlGzip))} KB`);
  console.log(`All CSS under assets/: ${sizePair(report.allCss.raw, report.allCss.gzip)} KB in ${report.allCss.files.length} file(s)`);
  console.log(`All JS in dist/client: ${sizePair(report.allJs.raw, report.allJs.gzip)} KB in ${report.allJs.files.length} files, of which no page ever loads ${report.unusedJs.files.length} (${sizePair(report.unusedJs.raw, report.unusedJs.gzip)} KB)`);
}

// ------------------------------------------------------------------------------------------------
// 2. Lighthouse
// ------------------------------------------------------------------------------------------------

async function lighthousePart(facts: 'company' | 'example'): Promise<void> {
  const auditLocales: Locale[] = quick ? [quickLocale as Locale] : [...locales];
  const pages: Target[] = auditLocales.flatMap((locale) => auditedPages.map((page): Target => ({ kind: 'page', locale, page })));
  const plan = planRuns(pages, rounds);
  heading(`2. Lighthouse, ${facts === 'example' ? 'the example facts (FACTS=example, the launch state)' : "the company's facts"} (mobile preset, ${plan.length} runs: ${pages.length} pages ${rounds} times, the floor ${plan.length - pages.length * rounds} times)`);
  const started = performance.now();
  const server = await startServer();
  let copy: string | null = null;
  try {
    // Canonical, hreflang, og:url, sitemap and robots.txt are absolute URLs on SITE_URL (read at
    // build time). Built for the origin actually served, the SEO audits judge the real links (the
    // canonical audit compares them with the page's URL) instead of links to another host.
    copy = copyProject('perf-lighthouse-');
    const built = await build(copy, { SITE_URL: server.origin, FACTS: facts === 'example' ? 'example' : '' });
    console.log(`Built a copy with SITE_URL=${server.origin}${facts === 'example' ? ' and FACTS=example' : ''} in ${ms(built.ms)}; serving its dist/client with createStaticSite, and the floor page at ${floorPath}.`);
    console.log('Not-found pages are audited at their file (/en/404.html, status 200): Lighthouse refuses a document answered with 404.');
    const site = withFloorPage(createStaticSite(path.join(copy, 'dist/client')), auditLocales[0]!);
    server.setHandler(site);
    // As a host's cache would be: every page compressed once before it is measured (createStaticSite
    // compresses a file with Brotli at its first request, which would count as server time in run 1).
    for (const target of pages) {
      if (target.kind === 'page') await fetch(`${server.origin}${auditedPath(target.page, target.locale)}`, { headers: { 'Accept-Encoding': 'br' } }).then((response) => response.arrayBuffer());
    }
    rmSync(lighthouseDir, { recursive: true, force: true });
    const runs = await runLighthouse({
      origin: server.origin,
      targets: plan,
      floorPath,
      outDir: lighthouseDir,
      onRun: (run, index, total) => console.error(runLine(run, index, total, load())),
    });
    const figures = summarize(runs, targetLabel);
    printLighthouse(figures, runs);
    partMs[`lighthouse (${facts})`] = performance.now() - started;
    const perRun = runs.reduce((total, run) => total + run.ms, 0) / runs.length;
    console.log(
      `\nLighthouse part: ${seconds(partMs[`lighthouse (${facts})`]!)} for ${runs.length} runs (${seconds(perRun)} per run)` +
        (quick ? `; all ${locales.length} languages would take about ${seconds(perRun * planRuns(locales.flatMap((locale) => auditedPages.map((page): Target => ({ kind: 'page', locale, page }))), rounds).length)} of runs` : ''),
    );
    summary[`lighthouse-${facts}`] = {
      siteUrl: server.origin,
      rounds,
      floor: figures.floor,
      pages: figures.pages.map(({ runs: pageRuns, target, ...page }) => ({ ...page, path: target.kind === 'page' ? auditedPath(target.page, target.locale) : floorPath, runs: pageRuns.length })),
      runs: runs.map(({ file, ...run }) => ({ ...run, file: path.relative(projectRoot, file) })),
      perRunMs: Math.round(perRun),
    };
  } finally {
    await server.close();
    if (copy) removeCopy(copy);
  }
}

// ------------------------------------------------------------------------------------------------
// 3. Build time against the number of languages
// ------------------------------------------------------------------------------------------------

async function scalingPart(): Promise<void> {
  heading('3. Build time against the number of languages');
  const started = performance.now();
  const sizes = [5, 10, 20];
  const { points, editors } = await measureScaling({
    sizes,
    runs: runsPerSize,
    onBuild: (languages, run, buildMs, cpuMs) =>
      console.error(`  ${languages} languages, build ${run + 1}/${runsPerSize}: ${ms(buildMs)} wall, ${cpuMs === null ? '?' : ms(cpuMs)} CPU (load ${load()})`),
  });
  const perAdded = (point: ScalingPoint, previous: ScalingPoint | undefined, key: 'ms' | 'cpuMs') => {
    const now = point[key];
    const before = previous?.[key];
    return previous && now !== null && before !== null && before !== undefined ? `${((now - before) / (point.languages - previous.languages)).toFixed(0)} ms` : '-';
  };
  const rows = points.map((point, index) => {
    const previous = points[index - 1];
    return [
      String(point.languages),
      String(point.synthetic.length),
      String(point.pages),
      ms(point.ms),
      `${point.msPerPage.toFixed(0)} ms`,
      `${(point.ms / point.languages).toFixed(0)} ms`,
      previous ? `${perAdded(point, previous, 'ms')} (${previous.languages}->${point.languages})` : '-',
      point.cpuMs === null ? '?' : ms(point.cpuMs),
      point.cpuMs === null ? '?' : `${(point.cpuMs / point.pages).toFixed(0)} ms`,
      perAdded(point, previous, 'cpuMs'),
    ];
  });
  console.log(
    `The real languages plus synthetic copies of content/fr.ts (codes qaa, qab, ...), added with the edits of ${editors}.\n` +
      `Each size built ${runsPerSize} time(s) in a copy under the system temp folder; the fastest counts. CPU = user + system time\n` +
      `of the build processes (steadier than wall time when the machine is busy). Every build: ${points.map((point) => `${point.languages}: ${point.runsMs.map((value) => Math.round(value)).join('/')} ms`).join(', ')}.\n`,
  );
  console.log(table(['languages', 'synthetic', 'HTML files', 'build', 'per page', 'per language', 'per added language', 'CPU', 'CPU/page', 'CPU/added lang'], rows));
  const first = points[0]!;
  const last = points.at(-1)!;
  const slope = (last.ms - first.ms) / (last.languages - first.languages);
  const cpuSlope = first.cpuMs !== null && last.cpuMs !== null ? (last.cpuMs - first.cpuMs) / (last.languages - first.languages) : null;
  console.log(
    `\nLinear fit ${first.languages}->${last.languages}: fixed cost ${ms(first.ms - slope * first.languages)} + ${ms(slope)} per language (wall)` +
      (cpuSlope === null || first.cpuMs === null ? '' : `; ${ms(first.cpuMs - cpuSlope * first.languages)} + ${ms(cpuSlope)} per language (CPU)`),
  );
  partMs.scaling = performance.now() - started;
  summary.scaling = {
    editors,
    runsPerSize,
    points: points.map((point) => ({ ...point, msPerPage: Math.round(point.msPerPage) })),
    msPerAddedLanguage: Math.round(slope),
    cpuMsPerAddedLanguage: cpuSlope === null ? null : Math.round(cpuSlope),
  };
}

// ------------------------------------------------------------------------------------------------

const started = performance.now();
try {
  await sizesPart();
  writeSummary();
  if (!flag('skip-lighthouse')) {
    for (const facts of factSets[factsOption]) {
      await lighthousePart(facts);
      writeSummary();
    }
  }
  if (!flag('skip-scaling')) {
    await scalingPart();
    writeSummary();
  }
} finally {
  partMs.total = performance.now() - started;
  writeSummary();
}
heading('Time taken');
for (const [part, value] of Object.entries(partMs)) console.log(`${part.padEnd(12)} ${seconds(value)}`);
console.log(`\nFull figures: ${path.relative(process.cwd(), path.join(reportDir, 'summary.json'))}${flag('skip-lighthouse') ? '' : `, LHRs in ${path.relative(process.cwd(), lighthouseDir)}/`}`);
