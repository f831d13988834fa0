/**
 * Lighthouse (12.x, default mobile preset) on one page of each type in each language, against
 * dist/client served by createStaticSite on 127.0.0.1, so the site's real headers apply.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';
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

export interface LighthouseRun {
  locale: Locale;
  page: AuditedPage;
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

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

/**
 * An HTTP server on 127.0.0.1 with a random port whose handler is set later: the origin is known
 * before the build that needs it (SITE_URL), the site is attached after.
 */
export async function startServer(): Promise<{ origin: string; setHandler(handler: Handler): void; close(): Promise<void> }> {
  let handler: Handler | null = null;
  const server = http.createServer((req, res) => {
    if (!handler) {
      res.writeHead(503).end('not ready');
      return;
    }
    Promise.resolve(handler(req, res)).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    setHandler: (next) => (handler = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Gzip for text responses, as every real static host does (createStaticSite does not compress).
 * Only with --gzip: it shows what the Lighthouse figures would be on such a host.
 */
export function withGzip(handler: Handler): Handler {
  return (req, res) => {
    if (req.method !== 'GET' || !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return handler(req, res);
    const writeHead = res.writeHead.bind(res) as (status: number, headers?: http.OutgoingHttpHeaders) => http.ServerResponse;
    const write = res.write.bind(res) as (chunk: unknown) => boolean;
    const end = res.end.bind(res) as (chunk?: unknown) => http.ServerResponse;
    (res as { writeHead: unknown }).writeHead = (status: number, ...rest: unknown[]) => {
      const headers = { ...((rest.find((arg) => arg && typeof arg === 'object') as http.OutgoingHttpHeaders | undefined) ?? {}) };
      const type = String(headers['Content-Type'] ?? headers['content-type'] ?? '');
      if (/^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/.test(type)) {
        const gzip = createGzip();
        gzip.on('data', (chunk: Buffer) => write(chunk));
        gzip.on('end', () => end());
        headers['Content-Encoding'] = 'gzip';
        headers['Vary'] = 'Accept-Encoding';
        delete headers['Content-Length'];
        // A piping source waits for 'drain' on the response when write() says false: relay gzip's.
        (res as { write: unknown }).write = (chunk: Buffer | string) => {
          const ok = gzip.write(chunk);
          if (!ok) gzip.once('drain', () => res.emit('drain'));
          return ok;
        };
        (res as { end: unknown }).end = (chunk?: Buffer | string | (() => void)) => {
          if (chunk && typeof chunk !== 'function') gzip.write(chunk);
          gzip.end();
          return res;
        };
      }
      return writeHead(status, headers);
    };
    return handler(req, res);
  };
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
  locales: readonly Locale[];
  outDir: string;
  onRun?(run: LighthouseRun, index: number, total: number): void;
}

/** Runs every audit in one Chromium (sequentially), writes each LHR to outDir/<lang>-<page>.json. */
export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseRun[]> {
  mkdirSync(options.outDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  const runs: LighthouseRun[] = [];
  const targets = options.locales.flatMap((locale) => auditedPages.map((page) => ({ locale, page })));
  try {
    for (const [index, { locale, page }] of targets.entries()) {
      const url = `${options.origin}${auditedPath(page, locale)}`;
      const started = performance.now();
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const ms = performance.now() - started;
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const lhr = result.lhr;
      const file = path.join(options.outDir, `${locale}-${page}.json`);
      writeFileSync(file, typeof result.report === 'string' ? result.report : JSON.stringify(lhr, null, 2));
      const run: LighthouseRun = {
        locale,
        page,
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
      options.onRun?.(run, index, targets.length);
    }
  } finally {
    chrome.kill();
  }
  return runs;
}
