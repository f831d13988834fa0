/**
 * The floor of the Lighthouse part: a bare page (a heading and a line of text, no stylesheet, no
 * web font, no script) served by the perf script beside the site, audited between the site's pages
 * in the same Chromium. Its median LCP is what any page costs on this machine at this moment; each
 * page's LCP is reported as a ratio to it, so that busy and quiet runs can be compared.
 */
import type { Locale } from '../../content/locales';
import { contentFor } from '../../content/index';
import type { LighthouseRun, Target } from './lighthouse';
import type { Handler } from './server';

/** Outside every route of the site (the route table has no `/__perf/` path). */
export const floorPath = '/__perf/floor.html';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The bare page: the home page's heading and subtitle in one language, in the browser's default font. */
export function floorHtml(locale: Locale): string {
  const { title, subtitle } = contentFor(locale).home.hero;
  return (
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(subtitle)}"></head>` +
    `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(subtitle)}</p></body></html>`
  );
}

/** The site's handler, with the floor page answered at floorPath. */
export function withFloorPage(site: Handler, locale: Locale): Handler {
  const body = Buffer.from(floorHtml(locale));
  return (req, res) => {
    if (req.method === 'GET' && req.url?.split('?')[0] === floorPath) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-cache' });
      res.end(body);
      return;
    }
    return site(req, res);
  };
}

/**
 * The order of the runs: every page `rounds` times (all pages once, then all again), with the floor
 * page first, last and evenly between them: at least `minFloors` times, and about once every 8 runs.
 */
export function planRuns(pages: readonly Target[], rounds: number, minFloors = 3): Target[] {
  const pageRuns = Array.from({ length: rounds }, () => pages).flat();
  const floors = Math.max(minFloors, Math.ceil(pageRuns.length / 8) + 1);
  const plan: Target[] = [];
  let placed = 0;
  for (const [index, target] of pageRuns.entries()) {
    // A floor before this run when its share of the page runs has gone by.
    while (placed < floors - 1 && index >= Math.round((placed * pageRuns.length) / (floors - 1))) {
      plan.push({ kind: 'floor' });
      placed += 1;
    }
    plan.push(target);
  }
  while (placed < floors) {
    plan.push({ kind: 'floor' });
    placed += 1;
  }
  return plan;
}

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface PageFigures {
  label: string;
  target: Target;
  runs: LighthouseRun[];
  /** Median LCP of the page's runs, and as a ratio to the floor's median. */
  lcpMs?: number;
  ratio?: number;
  /** The worst CLS of its runs. */
  cls?: number;
  tbtMs?: number;
}

export interface FloorSummary {
  floor: { lcpMs: number[]; medianMs?: number };
  pages: PageFigures[];
}

const defined = (values: (number | undefined)[]) => values.filter((value): value is number => value !== undefined);

/** The floor's median LCP, and each page's LCP, CLS and TBT over its runs. */
export function summarize(runs: readonly LighthouseRun[], label: (target: Target) => string): FloorSummary {
  const floorLcp = defined(runs.filter((run) => run.target.kind === 'floor').map((run) => run.lcpMs));
  const floorMedian = median(floorLcp);
  const byLabel = new Map<string, LighthouseRun[]>();
  for (const run of runs) {
    if (run.target.kind === 'floor') continue;
    const key = label(run.target);
    byLabel.set(key, [...(byLabel.get(key) ?? []), run]);
  }
  const pages = [...byLabel.entries()].map(([key, pageRuns]): PageFigures => {
    const lcpMs = median(defined(pageRuns.map((run) => run.lcpMs)));
    const cls = defined(pageRuns.map((run) => run.cls));
    return {
      label: key,
      target: pageRuns[0]!.target,
      runs: pageRuns,
      lcpMs,
      ratio: lcpMs !== undefined && floorMedian ? lcpMs / floorMedian : undefined,
      cls: cls.length > 0 ? Math.max(...cls) : undefined,
      tbtMs: median(defined(pageRuns.map((run) => run.tbtMs))),
    };
  });
  return { floor: { lcpMs: floorLcp, medianMs: floorMedian }, pages };
}
