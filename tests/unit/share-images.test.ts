import { expect, it } from 'vitest';
import { locales } from '../../content/locales';
import { cardFace, cardHtml, cardsStamp, recordedCardsStamp } from '../../scripts/og-images';

it('the share images were drawn from the current cards (brand name, home titles, theme colours, languages)', () => {
  expect(recordedCardsStamp(), 'public/og is out of date: run `npm run og-images` and commit public/og and scripts/og-images.sha256').toBe(cardsStamp());
});

it('the stamp covers the brand face the cards are drawn in: its file is embedded in every card', () => {
  for (const locale of locales) expect(cardHtml(locale)).toContain(`url(data:font/woff2;base64,${cardFace.file.toString('base64')})`);
  expect(cardFace.file.length).toBeGreaterThan(10_000);
});
