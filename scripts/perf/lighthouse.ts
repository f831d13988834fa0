/**
 * Lighthouse (12.x, default mobile preset) on one page of each type in each language, and on the
 * bare floor page (floor.ts) between them, against dist/client served by createStaticSite on
 * 127.0.0.1, so the site's real headers apply.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { notFoundPathFor, pageKeys, routeFor, type Locale, type PageKey } from '../../content/locales';
import { chromiumFlags, chromiumPath } from '../../tooling/chromium';

export const chromeFlags = ['--headless=new', ...chromiumFlags];

export type AuditedPage = PageKey | 'notFound';
export const auditedPages: readonly AuditedPage[] = [...pageKeys, 'notFound'];

/** The path audited for a page type: the route, or the not-found file itself (a 404 status is a Lighthouse error). */
export function auditedPath(page: AuditedPage, locale: Locale): string {
  return page === 'notFound' ? `${notFoundPathFor(locale)}.html` : routeFor(page, locale);
}

const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];

export interface FailingAudit {
  id: string;
  category: CategoryId;
  title: string;
  score: number;
  /** 0: a diagnostic, an insight or a hidden check, which does not lower the category score. */
  weight: number;
  displayValue?: string;
}

/** What one Lighthouse run audits: a page of the site in a language, or the bare floor page. */
export type Target = { kind: 'page'; locale: Locale; page: AuditedPage } | { kind: 'floor' };

/** `fr home`, or `floor`: how the report names a target. */
export function targetLabel(target: Target): string {
  return target.kind === 'floor' ? 'floor' : `${target.locale} ${target.page}`;
}

export interface LighthouseRun {
  target: Target;
  /** 1 for a target's first run, 2 for its second… */
  round: number;
  url: string;
  file: string;
  ms: number;
  scores: Partial<Record<CategoryId, number | null>>;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  runtimeError?: string;
  /** Lighthouse's CPU benchmark of this machine at the time of the run (lower = slower or busier). */
  benchmarkIndex?: number;
  lighthouseVersion: string;
  /** Audits that did not pass, weighted (they lower the score) or not (diagnostics, insights, hidden checks). */
  failing: FailingAudit[];
}

/** Every audit of the four categories that did not pass, with its weight in the category score. */
function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const id of categoryIds) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      failing.push({
        id: ref.id,
        category: id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return failing;
}

export interface LighthouseOptions {
  origin: string;
  /** The runs in their order (a target listed twice is run twice): see floor.ts's plan. */
  targets: readonly Target[];
  /** The path of the floor page on the origin. */
  floorPath: string;
  outDir: string;
  onRun?(run: LighthouseRun, index: number, total: number): void;
}

/** Runs every audit in one Chromium (sequentially), writes each LHR to outDir/<lang>-<page>-<round>.json (floor-<round>.json). */
export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseRun[]> {
  mkdirSync(options.outDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  const runs: LighthouseRun[] = [];
  const rounds = new Map<string, number>();
  try {
    for (const [index, target] of options.targets.entries()) {
      const label = targetLabel(target);
      const round = (rounds.get(label) ?? 0) + 1;
      rounds.set(label, round);
      const url = `${options.origin}${target.kind === 'floor' ? options.floorPath : auditedPath(target.page, target.locale)}`;
      const started = performance.now();
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const ms = performance.now() - started;
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const lhr = result.lhr;
      const file = path.join(options.outDir, `${label.replace(' ', '-')}-${round}.json`);
      writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(lhr, null, 2));
      const run: LighthouseRun = {
        target,
        round,
        url,
        file,
        ms,
        scores: Object.fromEntries(categoryIds.map((id) => [id, lhr.categories[id]?.score ?? null])),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        lighthouseVersion: lhr.lighthouseVersion,
        ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
        failing: failingAudits(lhr),
      };
      runs.push(run);
      options.onRun?.(run, index, options.targets.length);
    }
  } finally {
    chrome.kill();
  }
  return runs;
}
