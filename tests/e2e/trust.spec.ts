/**
 * Trust that holds up: every statistic a page shows carries a reference mark that leads to its
 * source in the page's #sources section, in the page language, and says what it measured; the
 * pricing cards say what each plan holds. Customer proof: customer-proof.spec.ts.
 */
import type { Page } from '@playwright/test';
import { contract, isPlaceholder, statistics } from '../../content/facts';
import { formatMonthOrPeriod, formatSourceLine } from '../../content/format';
import { formatCount } from '../../content/format-numbers';
import { contentFor } from '../../content/index';
import { locales, routeFor, type PageKey } from '../../content/locales';
import type { StatKey } from '../../schema/site-content';
import { expect, test } from '../fixtures/e2e-health';
import { pressLikeAPerson } from '../fixtures/e2e-press';

/** The pages that show statistics, and the statistic keys each shows in order. */
const pagesWithStatistics = {
  home: (locale) => [...contentFor(locale).home.hero.stats, ...contentFor(locale).home.benefits.stats],
  about: (locale) => contentFor(locale).about.stats,
  support: (locale) => contentFor(locale).support.stats,
  useCases: (locale) => contentFor(locale).useCases.stories.flatMap((story) => story.metrics),
} satisfies Partial<Record<PageKey, (locale: (typeof locales)[number]) => { stat: string }[]>>;


/** Spaces as read: Intl and the typography put no-break and thin spaces where a line must not break. */
const spaced = (text: string) => text.replace(/[\s\u00a0\u2009\u202f]+/g, ' ').trim();

/** Each figure the page shows: its statistic's key, the figure, its label, and the line under the label (what it was measured on). */
async function shownFigures(page: Page) {
  const shown = await page.locator('main li:has(> span > sup > a[href^="#source-"])').evaluateAll((items) =>
    items.map((item) => {
      const [figure, label, scope] = [...item.children];
      const mark = figure!.querySelector('sup')!;
      return {
        key: mark.querySelector('a')!.getAttribute('href')!.replace('#source-', ''),
        figure: figure!.textContent!.slice(0, -mark.textContent!.length),
        label: label?.textContent ?? '',
        scope: scope?.textContent ?? '',
      };
    }),
  );
  return shown.map((item) => ({ ...item, figure: spaced(item.figure), label: spaced(item.label), scope: spaced(item.scope) }));
}

/** Every mark on the page: its number, and the source item it leads to. */
async function marksOf(page: Page) {
  return page.locator('main sup a[href^="#source-"]').evaluateAll((links) =>
    links.map((link) => ({ number: link.textContent, label: link.getAttribute('aria-label'), target: link.getAttribute('href')!.slice(1) })),
  );
}

test.describe('statistics and their sources', { tag: ['@facts'] }, () => {
  for (const [pageKey, statsOf] of Object.entries(pagesWithStatistics)) {
    test(`${pageKey}: every statistic is marked and its source listed in #sources, in every language`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const locale of locales) {
        const sources = contentFor(locale).common.sources;
        const keys: string[] = [...new Set(statsOf(locale).map((item) => item.stat))];
        await page.goto(routeFor(pageKey as PageKey, locale));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);

        const marks = await marksOf(page);
        expect(marks.length, `${locale} ${pageKey}: one mark per statistic shown`).toBe(statsOf(locale).length);
        const section = page.locator('main section#sources');
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(sources.title);
        const items = section.locator('ol > li');
        await expect(items).toHaveCount(keys.length);
        expect(await items.evaluateAll((list) => list.map((item) => item.id))).toEqual(keys.map((key) => `source-${key}`));
        for (const mark of marks) {
          const index = keys.indexOf(mark.target.replace('source-', ''));
          expect(index, `${locale} ${pageKey}: ${mark.target} is listed`).toBeGreaterThanOrEqual(0);
          expect(mark.number).toBe(String(index + 1));
          expect(mark.label).toBe(`${sources.markLabel} ${index + 1}`);
        }
        // A source not known yet is shown as what it is: a marked placeholder, never a made-up reference;
        // a known one as a line of the page language ("Étude (Institut Exemple d’études, mars 2025)"), with its link.
        const { formats } = contentFor(locale).common;
        for (const key of keys) {
          const { source } = statistics[key as keyof typeof statistics];
          const item = section.locator(`#source-${key}`);
          if (isPlaceholder(source)) await expect(item.locator('mark')).toHaveText(`[statistics.${key}.source]`);
          else {
            await expect(item).toContainText(formatSourceLine(source, sources.kinds[source.kind], locale, formats));
            if (source.url) await expect(item.getByRole('link', { name: sources.link })).toHaveAttribute('href', source.url);
          }
        }
      }
    });
  }

  test('every figure says what it measures: under its label, among whom, when and against what, from its source', async ({ page }) => {
    test.setTimeout(120_000);
    for (const locale of locales) {
      const { formats } = contentFor(locale).common;
      for (const [pageKey, statsOf] of Object.entries(pagesWithStatistics)) {
        await page.goto(routeFor(pageKey as PageKey, locale));
        const shown = await shownFigures(page);
        expect(shown.length, `${locale} ${pageKey}`).toBe(statsOf(locale).length);
        for (const { key, figure, label, scope } of shown) {
          const where = `${locale} ${pageKey}: "${figure} ${label}"`;
          expect(label, `${where}: a label says what was measured`).not.toBe('');
          const { figure: fact, source } = statistics[key as StatKey];
          // A source not known yet says nothing under the label: no made-up population or period.
          if (isPlaceholder(source)) {
            expect(scope, `${where}: no measure while its source is a placeholder`).toBe('');
            continue;
          }
          expect(scope, `${where}: the period`).toContain(spaced(formatMonthOrPeriod(source.when, locale)));
          // Every share and every change is measured on a population; a count ("50+ brands") is its own.
          const isCount = fact.kind === 'atLeast' && fact.unit === undefined;
          if (!isCount) {
            expect(source.population, `${where}: its source names a population`).toBeDefined();
            const { count, unit } = source.population!;
            expect(scope, `${where}: the population`).toContain(spaced(formats.populations[unit][count === 1 ? 'one' : 'other'].replace('{count}', formatCount(count, locale))));
          }
          // Every change ("+115 %", "3×") says what it is compared with.
          const isChange = (fact.kind === 'percent' && fact.signed === true) || fact.kind === 'multiplier';
          if (isChange) expect(source.baseline ?? source.comparedWith, `${where}: its source names a baseline`).toBeDefined();
          if (source.comparedWith) expect(scope, `${where}: the baseline`).toContain(spaced(formats.comparisons[source.comparedWith]));
          if (source.baseline) expect(scope, `${where}: the baseline period`).toContain(spaced(formatMonthOrPeriod(source.baseline, locale)));
        }
      }
    }
  });

  test('no two figures of one quantity on a page read as one claim: their labels and what they were measured on differ', async ({ page }) => {
    test.setTimeout(120_000);
    for (const locale of locales)
      for (const pageKey of Object.keys(pagesWithStatistics)) {
        await page.goto(routeFor(pageKey as PageKey, locale));
        const shown = (await shownFigures(page)).map((item) => ({ ...item, measures: statistics[item.key as StatKey].measures }));
        for (const [index, one] of shown.entries())
          for (const other of shown.slice(index + 1)) {
            if (one.measures !== other.measures || one.figure === other.figure) continue;
            const pair = `${locale} ${pageKey}: "${one.figure} ${one.label}" and "${other.figure} ${other.label}"`;
            expect(one.label, pair).not.toBe(other.label);
            expect(one.scope, pair).not.toBe(other.scope);
          }
      }
  });

  for (const width of [375, 768, 1024, 1280]) {
    test(`at ${width} px every figure stays on one line with its mark, and its label in a readable measure, no word broken, in every language`, { tag: ['@layout'] }, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      for (const locale of locales) {
        for (const pageKey of Object.keys(pagesWithStatistics)) {
          await page.goto(routeFor(pageKey as PageKey, locale));
          const figures = await page.locator('main li sup:has(a[href^="#source-"])').evaluateAll((marks) =>
            marks.map((mark) => {
              const figure = mark.parentElement!;
              const style = getComputedStyle(figure);
              const label = figure.nextElementSibling!;
              // A word split over two lines has two boxes (a break after a word's own hyphen is allowed: "e-|commerce";
              // a short compound's word joiner, of no width, is not part of a word's box).
              const split = [...label.textContent!.matchAll(/[^\s\u2060-]+/g)].filter((word) => {
                const range = document.createRange();
                range.setStart(label.firstChild!, word.index);
                range.setEnd(label.firstChild!, word.index + word[0].length);
                return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size > 1;
              });
              return {
                figure: figure.textContent,
                lines: Math.round(figure.getBoundingClientRect().height / parseFloat(style.lineHeight)),
                labelLines: Math.round(label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight)),
                fontSize: parseFloat(style.fontSize),
                split: split.map((word) => word[0]),
              };
            }),
          );
          expect(figures.length, `${locale} ${pageKey}`).toBeGreaterThan(0);
          for (const { figure, lines, labelLines, fontSize, split } of figures) {
            expect(lines, `${locale} ${pageKey}: "${figure}" on one line`).toBe(1);
            // The longest label takes four lines in a phone's two-column list; more means a column a word wide.
            expect(labelLines, `${locale} ${pageKey}: the label of "${figure}" in a readable measure`).toBeLessThanOrEqual(4);
            expect(fontSize, `${locale} ${pageKey}: "${figure}" readable as a figure`).toBeGreaterThanOrEqual(20);
            expect(split, `${locale} ${pageKey}: the label of "${figure}"`).toEqual([]);
          }
        }
      }
    });
  }

  test('a mark pressed on a phone scrolls to its source', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(routeFor('about', 'de'));
    const mark = page.locator('main sup a[href^="#source-"]').first();
    const target = (await mark.getAttribute('href'))!;
    await pressLikeAPerson(mark);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
  });

  test('pages without statistics have no sources section', async ({ page }) => {
    for (const pageKey of ['pricing', 'contact', 'legal'] as const) {
      await page.goto(routeFor(pageKey, 'en'));
      await expect(page.locator('#sources')).toHaveCount(0);
      await expect(page.locator('sup a[href^="#source-"]')).toHaveCount(0);
    }
  });
});

test.describe('pricing cards say what you get', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px the prices are said once, above the cards; each card leads with who it is for and what it holds`, { tag: ['@layout'] }, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      for (const locale of locales) {
        const pricing = contentFor(locale).pricing;
        await page.goto(routeFor('pricing', locale));
        const cards = page.locator('#plans > div > ul > li');
        await expect(cards).toHaveCount(pricing.plans.length);
        // Spec §9, "custom, on request": one line for the whole grid, on the page exactly once, above the first card.
        const onRequest = page.locator('#plans-price');
        await expect(onRequest).toHaveText(pricing.priceOnRequest);
        const occurrences = await page.locator('body').evaluate((body, text) => body.textContent!.split(text).length - 1, pricing.priceOnRequest);
        expect(occurrences, `${locale}: "${pricing.priceOnRequest}" once on the page`).toBe(1);
        await expect(page.locator('#plans > div > ul')).toHaveAttribute('aria-describedby', 'plans-price');
        const line = (await onRequest.boundingBox())!;
        expect(line.y + line.height, `${locale}: the line sits above the cards`).toBeLessThanOrEqual((await cards.first().boundingBox())!.y);
        for (const [index, plan] of pricing.plans.entries()) {
          const card = cards.nth(index);
          // A plan after the first lists what it adds to the one before, under a label naming that plan.
          const includedLabel = index === 0 ? pricing.includedLabel : pricing.includesPlanLabel.replace('{plan}', pricing.plans[index - 1]!.name);
          await expect(card.getByRole('heading', { level: 3 }).nth(1), `${locale} ${plan.id}: what it includes, and from which plan`).toHaveText(includedLabel);
          await expect(card, `${locale} ${plan.id}: no card repeats the price line`).not.toContainText(pricing.priceOnRequest);
          const holds = card.getByRole('heading', { level: 3, name: pricing.holdsLabel }).locator('xpath=..');
          // The quota is named by what counts against it, once the contract says so.
          const quota = isPlaceholder(contract.quotaCounting) ? pricing.limits.monthlyContent : pricing.limits.monthlyContentCounted[contract.quotaCounting];
          await expect(holds.locator('dt')).toHaveText([quota, pricing.limits.brands, pricing.limits.users, pricing.limits.curationFlows, pricing.limits.assets]);
          await expect(card.getByRole('heading', { level: 2 })).toHaveText(plan.name);
          await expect(card).toContainText(plan.audience);
          // Reading order: who it is for, what it holds, its button, what it includes. No price line in between.
          const order = await card.evaluate((element, texts) => {
            const at = (text: string) => element.textContent!.indexOf(text);
            return { audience: at(texts.audience), holds: at(texts.holds), cta: at(texts.cta), included: at(texts.included) };
          }, { audience: plan.audience, holds: pricing.holdsLabel, cta: plan.cta, included: includedLabel });
          expect(order.audience, `${locale} ${plan.id}: who it is for comes first`).toBeGreaterThanOrEqual(0);
          expect(order.audience, `${locale} ${plan.id}: who it is for comes first`).toBeLessThan(order.holds);
          expect(order.holds, `${locale} ${plan.id}: what it holds comes before the button`).toBeLessThan(order.cta);
          expect(order.cta).toBeLessThan(order.included);
          // Between what it holds and its button there is nothing else: the price used to sit there.
          const between = await card.evaluate((element) => {
            const holds = element.querySelector('dl')!.closest('div:has(> h3)')!;
            const next = holds.nextElementSibling;
            return next?.querySelector('a') ? 'button' : (next?.textContent ?? 'nothing');
          });
          expect(between, `${locale} ${plan.id}: the button follows what the plan holds`).toBe('button');
          // The contact page (spec §9), its form's reason already "a quote" and its message naming the plan (form-order.spec.ts).
          await expect(card.getByRole('link', { name: plan.cta })).toHaveAttribute('href', `${routeFor('contact', locale)}?reason=quote&plan=${plan.id}#contact-form`);
          expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        }
        await expect(cards.nth(1).getByText(pricing.popularBadge, { exact: true })).toBeVisible();
        await expect(cards.filter({ hasText: pricing.popularBadge })).toHaveCount(1);
        // The cards are the one comparison (no table repeats their volumes): read without sideways scrolling, on a phone too.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale}: no sideways scroll`).toBeLessThanOrEqual(width);
        await expect(page.locator('main table'), `${locale}: no second list of the volumes`).toHaveCount(0);
        // Each card adds to the one before: no feature is said in two cards (spec §6's super admin access, Professional's, is Enterprise's by "everything in Professional").
        const features = pricing.plans.flatMap((plan) => plan.features);
        expect(new Set(features).size, `${locale}: no feature listed by two plans`).toBe(features.length);
      }
    });
  }
});
