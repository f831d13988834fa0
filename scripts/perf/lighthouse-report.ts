/** The Lighthouse part of the perf report, printed: the floor, each page against it, and what failed where. */
import { seconds, table } from './format';
import type { FloorSummary, PageFigures } from './floor';
import { targetLabel, type LighthouseRun } from './lighthouse';

/**
 * Lighthouse's benchmark index of this machine measured about 1,500-2,500 when it was quiet; a run
 * under 1,000 had its CPU shared with other processes, which inflates TBT (simulated from observed tasks).
 */
const busyBenchmark = 1000;

function score(value: number | null | undefined): string {
  return value === null || value === undefined ? 'err' : String(Math.round(value * 100));
}

/** The lowest of a category's scores over a page's runs (a page is as good as its worst run). */
function worstScore(page: PageFigures, id: keyof LighthouseRun['scores']): string {
  const values = page.runs.map((run) => run.scores[id]);
  if (values.some((value) => value === null || value === undefined)) return 'err';
  return score(Math.min(...(values as number[])));
}

export function printLighthouse(summary: FloorSummary, runs: readonly LighthouseRun[]): void {
  const { floor } = summary;
  console.log('');
  console.log(
    `Floor: a bare page (a heading and a line, browser font, nothing else) audited ${floor.lcpMs.length} times between the pages: ` +
      `LCP ${floor.lcpMs.map((value) => `${Math.round(value)}`).join(' / ')} ms, median ${floor.medianMs === undefined ? '-' : `${Math.round(floor.medianMs)} ms`}.`,
  );
  console.log('Per page: the median LCP of its runs and its ratio to the floor median (1.00 = at the floor), the worst CLS and score of its runs.\n');
  const rows = summary.pages.map((page) => [
    page.label,
    String(page.runs.length),
    worstScore(page, 'performance'),
    worstScore(page, 'accessibility'),
    worstScore(page, 'best-practices'),
    worstScore(page, 'seo'),
    page.lcpMs === undefined ? '-' : `${Math.round(page.lcpMs)} ms`,
    page.ratio === undefined ? '-' : page.ratio.toFixed(2),
    page.runs.map((run) => (run.lcpMs === undefined ? '-' : String(Math.round(run.lcpMs)))).join('/'),
    page.tbtMs === undefined ? '-' : `${Math.round(page.tbtMs)} ms`,
    page.cls === undefined ? '-' : page.cls.toFixed(3),
  ]);
  console.log(table(['page', 'runs', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'LCP/floor', 'each run', 'TBT', 'CLS'], rows));
  const ratios = summary.pages.map((page) => page.ratio).filter((value): value is number => value !== undefined);
  if (ratios.length > 0) console.log(`\nLCP/floor: ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)} over ${ratios.length} pages.`);

  const benchmarks = runs.map((run) => run.benchmarkIndex).filter((value): value is number => value !== undefined);
  if (benchmarks.length > 0) {
    const busy = runs.filter((run) => run.benchmarkIndex !== undefined && run.benchmarkIndex < busyBenchmark).length;
    console.log(
      `\nLighthouse ${runs[0]!.lighthouseVersion}, mobile preset, simulated throttling. CPU benchmark index over the runs: ` +
        `${Math.round(Math.min(...benchmarks))}-${Math.round(Math.max(...benchmarks))}; ${busy} run(s) under ${busyBenchmark} ("busy": other processes had the cores, ` +
        'which inflates TBT and so lowers the performance score).',
    );
  }
  for (const run of runs.filter((item) => item.runtimeError)) console.log(`\n${targetLabel(run.target)} (run ${run.round}): ${run.runtimeError}`);
  printFailingAudits(runs.filter((run) => run.target.kind === 'page'));
}

/** Every audit that failed somewhere, with its pages: first those that lower a score, then the rest. */
function printFailingAudits(runs: readonly LighthouseRun[]): void {
  const byAudit = new Map<string, { category: string; id: string; title: string; weighted: boolean; pages: Set<string>; values: Set<string>; worst: number }>();
  for (const run of runs) {
    if (run.target.kind !== 'page') continue;
    for (const audit of run.failing) {
      const key = `${audit.category} ${audit.id}`;
      const entry = byAudit.get(key) ?? { category: audit.category, id: audit.id, title: audit.title, weighted: audit.weight > 0, pages: new Set<string>(), values: new Set<string>(), worst: 1 };
      entry.pages.add(`${run.target.locale}-${run.target.page}`);
      entry.worst = Math.min(entry.worst, audit.score);
      if (audit.displayValue) entry.values.add(audit.displayValue);
      byAudit.set(key, entry);
    }
  }
  const allPages = new Set(runs.map((run) => (run.target.kind === 'page' ? `${run.target.locale}-${run.target.page}` : '')));
  const languages = new Set(runs.map((run) => (run.target.kind === 'page' ? run.target.locale : ''))).size;
  const describePages = (pages: string[]) => {
    if (pages.length === allPages.size) return 'every page';
    // Group by page type when a type fails in every audited language.
    const typeOf = (page: string) => page.slice(page.indexOf('-') + 1);
    const types = new Map<string, number>();
    for (const page of pages) types.set(typeOf(page), (types.get(typeOf(page)) ?? 0) + 1);
    const parts = [...types.entries()].map(([type, count]) =>
      count === languages && languages > 1 ? `${type} (all languages)` : pages.filter((page) => typeOf(page) === type).join(', '),
    );
    return `${pages.length} page${pages.length === 1 ? '' : 's'}: ${parts.join(', ')}`;
  };
  const print = (weighted: boolean, title: string) => {
    const entries = [...byAudit.values()].filter((entry) => entry.weighted === weighted).sort((a, b) => a.category.localeCompare(b.category) || b.pages.size - a.pages.size);
    console.log(`\n${title}`);
    if (entries.length === 0) console.log('  none');
    for (const entry of entries) {
      const values = [...entry.values];
      const pages = [...entry.pages];
      const shown = values.length > 4 ? `${values.slice(0, 4).join(' | ')} | ...` : values.join(' | ');
      const expected = entry.id === 'is-crawlable' && pages.every((page) => page.endsWith('-notFound')) ? ' (expected: the not-found pages are noindex on purpose)' : '';
      console.log(`  ${entry.category} ${entry.id} (${entry.title}; worst score ${entry.worst.toFixed(2)}): ${describePages(pages)}${shown ? `; ${shown}` : ''}${expected}`);
    }
  };
  print(true, 'Audits that lower a score (weighted), where they failed (any run):');
  print(false, 'Audits failed without weight (diagnostics, insights, hidden checks: causes and hints, no effect on the score):');
}

/** One line per finished run, on stderr while the part runs. */
export function runLine(run: LighthouseRun, index: number, total: number, load: string): string {
  const lcp = run.lcpMs === undefined ? '-' : `LCP ${Math.round(run.lcpMs)} ms`;
  return `  [${index + 1}/${total}] ${targetLabel(run.target)}${run.target.kind === 'page' ? ` (run ${run.round})` : ''} ${lcp} ${seconds(run.ms)} (load ${load})${run.runtimeError ? ` ${run.runtimeError}` : ''}`;
}
