/**
 * The spec's items on the rendered pages of every language: the #benefits link in the home
 * header, the competitive-advantage badges on the grouped features, the six benefits, three
 * details under each step, the popular documentation; and support channels and resources whose
 * buttons lead to that channel and nowhere else (a placeholder shows bracketed in their place).
 */
import type { Locator } from '@playwright/test';
import { advantageFeatures, channels, isPlaceholder, popularResource, resources, settings, type Fact } from '../../content/facts';
import { formatMissingFact } from '../../content/format';
import { contentFor } from '../../content/index';
import { locales, routeFor } from '../../content/locales';
import type { ContactChannelId, ResourceId, SupportChannelId } from '../../schema/site-content';
import { expect, test } from '../fixtures/e2e-health';
import { pressLikeAPerson } from '../fixtures/e2e-press';

// Each test walks the five languages on a machine shared with other work.
test.describe.configure({ timeout: 120_000 });

test.describe('home page', () => {
  test('the header links to #benefits in every language; following it shows the benefits', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const locale of locales) {
      const content = contentFor(locale);
      const home = routeFor('home', locale);
      await page.goto(home);
      const nav = page.getByRole('navigation', { name: content.common.header.navLabel });
      // The spec's order: features, benefits, how it works.
      const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.slice(0, 3)).toEqual([`${home}#features`, `${home}#benefits`, `${home}#how-it-works`]);
      const link = nav.getByRole('link', { name: content.common.header.links.benefits, exact: true });
      await pressLikeAPerson(link);
      await expect(page).toHaveURL(new RegExp(`#benefits$`));
      await expect(page.getByRole('heading', { level: 2, name: content.home.benefits.title })).toBeInViewport();
    }
  });

  test('the benefits link is reached by keyboard on a laptop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const content = contentFor('de');
    await page.goto(routeFor('home', 'de'));
    const link = page.getByRole('navigation', { name: content.common.header.navLabel }).getByRole('link', { name: content.common.header.links.benefits, exact: true });
    // Tab from the page start until the link has focus: it is in the tab order, not only clickable.
    for (let tabs = 0; tabs < 10 && !(await link.evaluate((el) => el === document.activeElement)); tabs++) await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#benefits$/);
  });

  test('on a 375 px phone, the benefits link is in the menu and the menu closes after it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const content = contentFor('it');
    await page.goto(routeFor('home', 'it'));
    const nav = page.getByRole('navigation', { name: content.common.header.navLabel });
    await pressLikeAPerson(page.getByRole('button', { name: content.common.header.menuOpen }));
    const link = nav.getByRole('link', { name: content.common.header.links.benefits, exact: true });
    await expect(link).toBeVisible();
    await pressLikeAPerson(link);
    await expect(page).toHaveURL(/#benefits$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: content.home.benefits.title })).toBeInViewport();
  });

  test('thirteen features in four groups; the competitive-advantage badge on exactly the flagged ones', async ({ page }) => {
    for (const locale of locales) {
      const { features } = contentFor(locale).home;
      await page.goto(routeFor('home', locale));
      const section = page.locator('#features');
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(features.groups.map((group) => group.title));
      await expect(section.getByRole('heading', { level: 4 })).toHaveCount(13);
      for (const feature of features.items) {
        const card = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: feature.title, exact: true }) });
        await expect(card, `${locale} ${feature.id}`).toHaveCount(1);
        await expect(card).toContainText(feature.text);
        const badge = card.getByText(features.advantageBadge, { exact: true });
        await expect(badge, `${locale} ${feature.id}`).toHaveCount(advantageFeatures.includes(feature.id) ? 1 : 0);
      }
      // Rights requests is among them (the spec flags advanced rights management in it and es).
      expect(advantageFeatures).toContain('rightsRequests');
      await expect(section.getByText(features.advantageBadge, { exact: true })).toHaveCount(advantageFeatures.length);
      for (const badge of await section.getByText(features.advantageBadge, { exact: true }).all()) await expect(badge).toBeVisible();
    }
  });

  test('the six benefits, each titled and explained, in every language', async ({ page }) => {
    for (const locale of locales) {
      const { benefits } = contentFor(locale).home;
      await page.goto(routeFor('home', locale));
      const section = page.locator('#benefits');
      expect(benefits.items).toHaveLength(6);
      for (const benefit of benefits.items) {
        const heading = section.getByRole('heading', { level: 3, name: benefit.title, exact: true });
        await expect(heading, `${locale} ${benefit.id}`).toBeVisible();
        await expect(section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: benefit.title, exact: true }) })).toContainText(benefit.text);
      }
      // Next to the problem and solution, and the four figures.
      await expect(section.getByRole('heading', { level: 3 })).toHaveCount(2 + 6);
    }
  });

  test('three detail bullets under each of the four steps, in every language', async ({ page }) => {
    for (const locale of locales) {
      const { howItWorks } = contentFor(locale).home;
      await page.goto(routeFor('home', locale));
      const steps = page.locator('#how-it-works ol > li');
      await expect(steps).toHaveCount(4);
      for (const [index, step] of howItWorks.steps.entries()) {
        const details = steps.nth(index).getByRole('list').getByRole('listitem');
        await expect(details, `${locale} ${step.id}`).toHaveText(step.details);
        for (const detail of await details.all()) await expect(detail).toBeVisible();
      }
    }
  });
});

test.describe('support page', { tag: ['@facts'] }, () => {
  /** Where a card's button must lead: its own channel, or nowhere while the fact is a placeholder. */
  const channelTarget: Record<SupportChannelId, Fact<string>> = {
    email: isPlaceholder(settings.email) ? settings.email : `mailto:${settings.email}`,
    phone: isPlaceholder(settings.phone) ? settings.phone : `tel:${settings.phone.e164}`,
    appointment: settings.bookingUrl,
    chat: channels.chatUrl,
  };
  const resourceTarget: Record<ResourceId, Fact<string>> = resources;

  async function expectLeadsTo(card: Locator, action: string, target: Fact<string>, where: string) {
    const button = card.getByRole('link', { name: action });
    if (isPlaceholder(target)) {
      // No stand-in page: no link at all, the placeholder bracketed where the button would be.
      await expect(card.getByRole('link'), where).toHaveCount(0);
      await expect(card.locator('mark'), where).toHaveText(formatMissingFact(target));
    } else {
      await expect(button, where).toHaveAttribute('href', target);
    }
  }

  test('every channel and resource button leads to that channel, never to the contact page or a section of the page', async ({ page }) => {
    for (const locale of locales) {
      const { support } = contentFor(locale);
      await page.goto(routeFor('support', locale));
      for (const channel of support.channels) {
        const card = page.locator('#channels li').filter({ has: page.getByRole('heading', { name: channel.title, exact: true }) });
        await expect(card).toHaveCount(1);
        await expectLeadsTo(card, channel.action, channelTarget[channel.id], `${locale} ${channel.id}`);
      }
      for (const resource of support.resources.items) {
        const card = page.locator('#resources li').filter({ has: page.getByRole('heading', { name: resource.title, exact: true }) });
        await expect(card).toHaveCount(1);
        await expectLeadsTo(card, resource.action, resourceTarget[resource.id], `${locale} ${resource.id}`);
      }
      const hrefs = await page.locator('#channels a, #resources a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        expect(href, locale).not.toContain(routeFor('contact', locale));
        expect(href, locale).not.toMatch(/^#/);
      }
    }
  });

  test('the chat card says when the chat is staffed, from the facts', async ({ page }) => {
    for (const locale of locales) {
      const chat = contentFor(locale).support.channels.find((channel) => channel.id === 'chat')!;
      await page.goto(routeFor('support', locale));
      const card = page.locator('#channels li').filter({ has: page.getByRole('heading', { name: chat.title, exact: true }) });
      await expect(card).toContainText(chat.detail);
      // Hours written by Intl from channels.chatHours: both hours of the day appear.
      await expect(card).toContainText(String(channels.chatHours.opens));
      await expect(card).toContainText(new RegExp(`${channels.chatHours.closes}|${channels.chatHours.closes - 12}`));
    }
  });

  test('the documentation card carries the popular mark in every language, and no other resource does', async ({ page }) => {
    for (const locale of locales) {
      const { resources: text } = contentFor(locale).support;
      await page.goto(routeFor('support', locale));
      const popular = text.items.find((item) => item.id === popularResource)!;
      expect(popular.id).toBe('apiDocs');
      const cards = page.locator('#resources li');
      await expect(cards).toHaveCount(3);
      const marked = cards.filter({ hasText: text.popularBadge });
      await expect(marked, locale).toHaveCount(1);
      await expect(marked.getByRole('heading', { level: 3 })).toHaveText(popular.title);
      await expect(marked.getByText(text.popularBadge, { exact: true })).toBeVisible();
    }
  });

  test('video tutorials are named as videos and lead to their own link, not to a booking', async ({ page }) => {
    for (const locale of locales) {
      const tutorials = contentFor(locale).support.resources.items.find((item) => item.id === 'tutorials')!;
      await page.goto(routeFor('support', locale));
      const card = page.locator('#resources li').filter({ has: page.getByRole('heading', { name: tutorials.title, exact: true }) });
      await expect(card.getByRole('heading')).toHaveText(/v[ií]d/i);
      const links = await card.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      if (!isPlaceholder(settings.bookingUrl)) expect(links).not.toContain(settings.bookingUrl);
      expect(links).toEqual(isPlaceholder(resources.tutorials) ? [] : [resources.tutorials]);
    }
  });
});

test.describe('contact page', { tag: ['@facts'] }, () => {
  test('each channel\'s action leads to that channel once its fact is known, and never back to the form on the same page', async ({ page }) => {
    const booking = isPlaceholder(settings.bookingUrl) ? null : settings.bookingUrl;
    const email = isPlaceholder(settings.email) ? null : `mailto:${settings.email}`;
    // A visit is arranged by e-mail: the booking page books a video demo.
    const channelTarget: Record<ContactChannelId, string | null> = { email, phone: isPlaceholder(settings.phone) ? null : `tel:${settings.phone.e164}`, booking, office: email };
    for (const locale of locales) {
      const { contact } = contentFor(locale);
      await page.goto(routeFor('contact', locale));
      for (const channel of contact.channels) {
        const card = page.locator('#contact-channels li').filter({ has: page.getByRole('heading', { name: channel.title, exact: true }) });
        await expect(card, `${locale} ${channel.id}`).toHaveCount(1);
        const action = card.getByRole('link', { name: channel.action });
        const target = channelTarget[channel.id];
        if (target === null) await expect(action, `${locale} ${channel.id}: no action without its fact`).toHaveCount(0);
        else await expect(action).toHaveAttribute('href', target);
      }
      const hrefs = await page.locator('#contact-channels a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.filter((href) => href.includes('#')), locale).toEqual([]);
    }
  });
});
