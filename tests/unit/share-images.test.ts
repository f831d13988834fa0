import { expect, it } from 'vitest';
import { cardsStamp, recordedCardsStamp } from '../../scripts/og-images';

it('the share images were drawn from the current cards (brand name, home titles, theme colours, languages)', () => {
  expect(recordedCardsStamp(), 'public/og is out of date: run `npm run og-images` and commit public/og and scripts/og-images.sha256').toBe(cardsStamp());
});
