/**
 * Shared e2e helpers. Import `test` and `expect` from here, not from '@playwright/test':
 *
 *   import { expect, test } from './support';
 *
 * Every test then runs with the automatic `pageHealth` fixture: each page of the test's browser
 * context reports Content-Security-Policy violations (`securitypolicyviolation`, registered by an
 * init script before any page script runs), console errors and uncaught exceptions, and the test
 * fails after its body if any occurred. A test that provokes one on purpose takes it with
 * `pageHealth.takeViolations()` / allows it with `pageHealth.allowConsoleError(/pattern/)`.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export { expect };

export interface CspViolation {
  /** The page the violation happened on. */
  documentURL: string;
  effectiveDirective: string;
  blockedURI: string;
  sample: string;
  sourceFile: string;
  lineNumber: number;
}

export interface PageHealth {
  /** CSP violations reported so far in this test. */
  readonly violations: CspViolation[];
  /** Console errors and uncaught exceptions so far (not counting allowed ones). */
  readonly consoleErrors: string[];
  /** Accepts console errors matching the pattern for the rest of this test. */
  allowConsoleError(pattern: RegExp): void;
  /** Returns the violations so far and forgets them (and the browser's console reports of them). */
  takeViolations(): CspViolation[];
  /** Lets pending reports reach the test (a task turn in every open page). */
  settle(): Promise<void>;
}

declare global {
  interface Window {
    __e2eReportCspViolation?: (violation: CspViolation) => void;
  }
}

const bindingName = '__e2eReportCspViolation';

/** Runs in every page before its own scripts: forwards each CSP violation to the test. */
function listenForViolations(binding: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, ((violation: CspViolation) => void) | undefined>)[binding];
      report?.({
        documentURL: event.documentURI,
        effectiveDirective: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        sourceFile: event.sourceFile,
        lineNumber: event.lineNumber,
      });
    },
    true,
  );
}

async function settlePages(context: BrowserContext): Promise<void> {
  await Promise.all(
    context.pages().map((page: Page) =>
      page.isClosed() ? undefined : page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => undefined),
    ),
  );
}

export const test = base.extend<{ pageHealth: PageHealth }>({
  pageHealth: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      const errors: { text: string; url: string }[] = [];
      const allowed: RegExp[] = [];
      /** Documents served with an error status on purpose (the not-found pages): Chromium logs their status. */
      const errorDocuments = new Set<string>();

      await context.exposeFunction(bindingName, (violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(listenForViolations, bindingName);
      context.on('response', (response) => {
        if (response.status() >= 400 && response.request().isNavigationRequest()) errorDocuments.add(response.url());
      });
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const url = message.location().url;
        if (errorDocuments.has(url) && /Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
        errors.push({ text: message.text(), url });
      });
      context.on('weberror', (webError) => errors.push({ text: `uncaught: ${webError.error().message}`, url: webError.page()?.url() ?? '' }));

      const isCspReport = (text: string) => /Content Security Policy/i.test(text);
      const unallowed = () => errors.filter((error) => !allowed.some((pattern) => pattern.test(error.text)));

      const health: PageHealth = {
        get violations() {
          return [...violations];
        },
        get consoleErrors() {
          return unallowed().map((error) => `${error.url}: ${error.text}`);
        },
        allowConsoleError(pattern) {
          allowed.push(pattern);
        },
        takeViolations() {
          const taken = violations.splice(0);
          for (let i = errors.length - 1; i >= 0; i--) if (isCspReport(errors[i]!.text)) errors.splice(i, 1);
          return taken;
        },
        settle: () => settlePages(context),
      };

      await use(health);

      await settlePages(context);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(health.consoleErrors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** The head data a test checks, read from the page itself. */
export interface HeadData {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  alternates: Record<string, string>;
  alternateCount: number;
  meta: Record<string, string[]>;
  jsonLd: string[];
  h1Count: number;
}

export async function readHead(page: Page): Promise<HeadData> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('head link[rel="alternate"][hreflang]')];
    const meta: Record<string, string[]> = {};
    for (const element of document.querySelectorAll<HTMLMetaElement>('head meta[property], head meta[name]')) {
      const key = element.getAttribute('property') ?? element.getAttribute('name') ?? '';
      (meta[key] ??= []).push(element.content);
    }
    return {
      title: document.title,
      description: document.querySelector<HTMLMetaElement>('head meta[name="description"]')?.content ?? null,
      canonical: document.querySelector<HTMLLinkElement>('head link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: document.querySelector<HTMLMetaElement>('head meta[name="robots"]')?.content ?? null,
      alternates: Object.fromEntries(links.map((link) => [link.hreflang, link.getAttribute('href') ?? ''])),
      alternateCount: links.length,
      meta,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
      h1Count: document.querySelectorAll('h1').length,
    };
  });
}
