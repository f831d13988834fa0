/**
 * Other ways people browse (WCAG 1.4.4, 1.4.10, 1.4.11, 2.1.1, 2.1.2, 2.3.3, 2.4.1, 2.4.7):
 * - forced colours (Windows high contrast), where backgrounds and shadows are dropped: every control
 *   keeps a boundary and every focus stop a ring;
 * - reduced motion: nothing moves;
 * - 200 % text zoom (below); 400 % page zoom is a 320 CSS px wide viewport at 1280 px, which
 *   layout.spec.ts reads on every page (nothing scrolls sideways, no word broken): not repeated here;
 * - the keyboard alone: the skip link first, a ring on every stop, no trap, the phone menu, and
 *   both forms filled and sent;
 * - no script at all: no-script.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { contentFor } from '../../content/index';
import { routeFor, routes, type Locale, type PageKey } from '../../content/locales';
import { contactForm, demoForm, expectedRow, fieldOf, islandOf, openForm, otherClientOrigin, type FormUnderTest } from '../fixtures/e2e-forms';
import { storedLeads, uniqueEmail } from '../fixtures/e2e-leads';
import { tabThroughPage, unseenFocus } from '../fixtures/e2e-focus';
import { zoomProblems, zoomText } from '../fixtures/e2e-zoom';
import { expect, test } from '../fixtures/e2e-health';

const widths = [375, 1280];
const formLocales: Locale[] = ['fr', 'de'];

/**
 * The visible controls whose shape is not their text alone (buttons, fields, links drawn as buttons:
 * a filled or bordered box) with no border left in forced colours. Which links are drawn as buttons
 * is read before forced colours drop their backgrounds.
 */
async function controlsWithoutBoundary(page: Page): Promise<string[]> {
  const mark = 'data-e2e-control';
  await page.emulateMedia({ forcedColors: 'none' });
  await page.evaluate((mark) => {
    const filled = (color: string) => color !== 'transparent' && !/^rgba\(.*,\s*0(\.0+)?\)$|\/\s*0(\.0+)?\)$/.test(color);
    for (const element of document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea')) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || element.closest('[aria-hidden="true"]')) continue;
      const drawnAsBox = filled(style.backgroundColor) || (parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none' && filled(style.borderTopColor));
      if (element.tagName !== 'A' || drawnAsBox) element.setAttribute(mark, '');
    }
  }, mark);
  await page.emulateMedia({ forcedColors: 'active' });
  return page.evaluate((mark) => {
    const drawn = (style: CSSStyleDeclaration, side: 'Top' | 'Right' | 'Bottom' | 'Left') =>
      style[`border${side}Style`] !== 'none' && parseFloat(style[`border${side}Width`]) >= 1 && !/^transparent$|^rgba\(.*,\s*0(\.0+)?\)$|\/\s*0(\.0+)?\)$/.test(style[`border${side}Color`]);
    return [...document.querySelectorAll(`[${mark}]`)]
      .filter((element) => {
        const style = getComputedStyle(element);
        return !(['Top', 'Right', 'Bottom', 'Left'] as const).every((side) => drawn(style, side));
      })
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}"> ${(element.textContent ?? '').trim().slice(0, 30)}`);
  }, mark);
}

test.describe('forced colours (Windows high contrast)', { tag: ['@facts'] }, () => {
  for (const pageKey of ['home', 'pricing', 'demo'] as const) {
    for (const locale of formLocales) {
      test(`${locale} ${pageKey}: every control keeps its boundary and every focus stop its ring, at 375 and 1280 px`, async ({ page }) => {
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(routeFor(pageKey, locale));
          await page.emulateMedia({ forcedColors: 'active' });
          const walk = await tabThroughPage(page);
          expect(walk.end, `${width} px`).not.toBe('trapped');
          // Shadows are dropped in forced colours: only an outline shows focus.
          expect(walk.stops.filter((stop) => !stop.ring.outlineDrawn).map((stop) => stop.name), `${width} px: stops with no ring`).toEqual([]);
          expect(await controlsWithoutBoundary(page), `${width} px: controls with no boundary`).toEqual([]);
        }
      });
    }
  }
});

test.describe('reduced motion', () => {
  /** Every element whose transition or animation takes time, and the root's scroll behaviour. */
  const moving = (page: Page) =>
    page.evaluate(() => {
      const takesTime = (durations: string) => durations.split(',').some((duration) => parseFloat(duration) > 0);
      const found = [...document.querySelectorAll('*')].flatMap((element) => {
        const style = getComputedStyle(element);
        const what = [];
        if (takesTime(style.transitionDuration)) what.push(`transition ${style.transitionProperty} ${style.transitionDuration}`);
        if (style.animationName !== 'none' && takesTime(style.animationDuration)) what.push(`animation ${style.animationName}`);
        return what.map((thing) => `<${element.tagName.toLowerCase()} class="${element.className}">: ${thing}`);
      });
      if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth') found.push('html: smooth scrolling');
      return found;
    });

  /**
   * The running animations. The phone menu keeps its links hittable for a moment after it closes (a
   * delayed `visibility`, Header.css.ts), so that a tap lands: a state that flips, not motion.
   */
  const running = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => !(animation instanceof CSSTransition && animation.transitionProperty === 'visibility'))
        .map((animation) => `${animation.constructor.name} ${(animation as CSSTransition).transitionProperty ?? (animation as CSSAnimation).animationName ?? ''}`),
    );

  for (const width of widths) {
    test(`at ${width} px no page moves: no transition, no animation, no smooth scroll, before or after hover, focus, the menu and the questions`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 800 });
      for (const { page: pageKey, path } of routes.filter((route) => route.locale === 'fr')) {
        await page.goto(path);
        expect(await moving(page), path).toEqual([]);
        const header = page.locator('header');
        const menuButton = header.locator('button[aria-controls="site-menu"]');
        if (await menuButton.isVisible()) {
          await menuButton.click();
          expect(await running(page), `${path}: menu open`).toEqual([]);
          await page.keyboard.press('Escape');
        }
        const button = page.locator('main a[href*="demo"], main button').first();
        if ((await button.count()) > 0) {
          await button.hover();
          await button.focus();
          expect(await running(page), `${path}: a button hovered and focused`).toEqual([]);
        }
        const question = page.locator('details > summary').first();
        if ((await question.count()) > 0) {
          await question.click();
          expect(await running(page), `${path}: a question opened`).toEqual([]);
        }
        expect(await moving(page), `${path} (${pageKey}) after the interactions`).toEqual([]);
      }
    });
  }
});

test.describe('200 % text zoom', { tag: ['@layout', '@facts'] }, () => {
  /** The problems of each page of a language at a width, text zoomed to 200 %. */
  async function zoomedProblems(page: Page, width: number, paths: string[]): Promise<string[]> {
    await zoomText(page, 2);
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      // The zoom reached the page: the root's rem is twice the default.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
      problems.push(...(await zoomProblems(page)).map((problem) => `${path}: ${problem}`));
    }
    return problems;
  }

  for (const locale of formLocales) {
    const paths = routes.filter((route) => route.locale === locale).map((route) => route.path);
    test(`${locale}, every page at 1280 px: nothing scrolls sideways, no text is cut, the header's controls stay apart`, async ({ page }) => {
      expect(await zoomedProblems(page, 1280, paths)).toEqual([]);
    });

    test(`${locale}, every page at 375 px: nothing scrolls sideways, no text is cut, the header's controls stay apart`, async ({ page }) => {
      // Known defect: 200 % text on a 375 px phone reflows like a 187 px wide screen (below WCAG
      // 1.4.10's 320 px): long words in headings and the drawn product views (one-line labels) still
      // push most pages sideways. The header and the footer hold (they failed before).
      test.fail(true, 'long headings and the product views at 187 px of reflow: left for a decision');
      expect(await zoomedProblems(page, 375, paths)).toEqual([]);
    });
  }
});

test.describe('the keyboard alone', { tag: ['@facts'] }, () => {
  for (const pageKey of ['home', 'contact', 'demo', 'pricing', 'about', 'support', 'useCases', 'legal'] satisfies PageKey[]) {
    test(`fr ${pageKey}: the skip link first, shown and leading to the content; a ring on every stop; no trap`, async ({ page }) => {
      const path = routeFor(pageKey, 'fr');
      await page.goto(path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: contentFor('fr').common.skipLink, exact: true });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();

      await page.goto(path);
      const walk = await tabThroughPage(page);
      expect(walk.stops[0]?.name).toContain(contentFor('fr').common.skipLink);
      expect(walk.end).not.toBe('trapped');
      expect(walk.stops.length).toBeGreaterThan(3);
      expect(unseenFocus(walk.stops), 'stops whose focus does not show').toEqual([]);
      expect(walk.stops.filter((stop) => !stop.inView).map((stop) => stop.name), 'stops out of sight').toEqual([]);
    });
  }

  test('the phone menu opens and closes with the keyboard; Escape closes it and gives focus back to its button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(routeFor('pricing', 'fr'));
    const menuButton = page.locator('header button[aria-controls="site-menu"]');
    const nav = page.locator('header nav');
    const firstLink = nav.getByRole('link').first();
    for (let step = 0; step < 6 && !(await menuButton.evaluate((button) => button === document.activeElement)); step++) await page.keyboard.press('Tab');
    await expect(menuButton).toBeFocused();
    await expect(firstLink).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(firstLink).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(firstLink).toBeHidden();
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Space');
    await expect(firstLink).toBeVisible();
    await escapeGivesFocusBack(page, menuButton, firstLink);
  });

  /** Escape closes the open menu and the focus is on its button; opened again, the next Tab enters it. */
  async function escapeGivesFocusBack(page: Page, button: Locator, firstLink: Locator): Promise<void> {
    await page.keyboard.press('Escape');
    await expect(firstLink).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
  }

  // The menus are script-free popovers that hold only the open state, their links outside them; the
  // browser gives focus back to the button only from inside the popover (shared/menu-focus.ts does it).
  for (const { menu, width, controls, locale, page: pageKey } of [
    { menu: 'phone menu', width: 375, controls: 'site-menu', locale: 'fr', page: 'pricing' },
    { menu: 'language list', width: 1280, controls: 'language-list', locale: 'de', page: 'contact' },
  ] as const) {
    test(`Escape from a link of the open ${menu} (${width} px) closes it and gives focus back to its button`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(routeFor(pageKey, locale));
      const button = page.locator(`header button[aria-controls="${controls}"]`);
      const firstLink = page.locator(`#${controls}`).getByRole('link').first();
      await button.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(firstLink).toBeFocused();
      await escapeGivesFocusBack(page, button, firstLink);
    });
  }

  /** Tabs from the form's anchor and fills each field met as it comes: typed, or a list stepped with the arrow keys; Enter on the send button. */
  async function fillAndSendByKeyboard(page: Page, form: FormUnderTest, locale: Locale, email: string): Promise<void> {
    const values = new Map<string, string>([...Object.entries(expectedRow(form, locale)), ['email', email]]);
    const filled = new Set<string>();
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return { tag: element?.tagName ?? '', name: element?.name ?? '', type: element?.type ?? '', inForm: !!element?.closest('form') };
      });
      if (!focused.inForm) continue;
      if (focused.type === 'submit') {
        expect([...filled].sort(), 'every field was met before the send button').toEqual([...values.keys()].sort());
        await page.keyboard.press('Enter');
        return;
      }
      const value = values.get(focused.name);
      if (value === undefined) continue;
      if (focused.tag === 'SELECT') {
        const options = await page.evaluate(() => (document.activeElement as HTMLSelectElement).options.length);
        for (let down = 0; down < options && (await page.evaluate(() => (document.activeElement as HTMLSelectElement).value)) !== value; down++) await page.keyboard.press('ArrowDown');
      } else await page.keyboard.type(value);
      filled.add(focused.name);
    }
    throw new Error('the send button was never reached by Tab');
  }

  for (const form of [demoForm, contactForm]) {
    for (const locale of formLocales) {
      test(`${locale}: the ${form.island} is filled and sent by keyboard alone, and stored; the focus on the receipt, then back to an empty form`, async ({ page }) => {
        await openForm(page, form, locale, otherClientOrigin);
        const email = uniqueEmail(`keyboard-${form.island}-${locale}`);
        await fillAndSendByKeyboard(page, form, locale, email);
        await expect(page.getByRole('alertdialog')).toContainText(form.text(locale).success.title);
        // The button, disabled while sending, gave way to the receipt: the focus is on it, not lost to the page.
        await expect(page.locator(':focus')).toContainText(email);
        // Tab leads on to "send another", and Enter brings the form back from its first field.
        const sendAnother = islandOf(page, form).getByRole('button', { name: contentFor(locale).forms.common.sendAnother });
        for (let step = 0; step < 3 && !(await sendAnother.evaluate((button) => button === document.activeElement)); step++) await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await expect(fieldOf(page, form, locale, form.fields[0]!)).toBeFocused();
        await expect(islandOf(page, form).locator('[aria-invalid="true"]')).toHaveCount(0);
        await expect.poll(async () => (await storedLeads())[form.table].find((lead) => lead.email === email)).toMatchObject({ ...expectedRow(form, locale), language: locale });
      });
    }
  }
});
