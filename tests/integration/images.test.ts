/** Image slots of the content: the file exists, its declared size is its real one, every language describes it. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentFor } from '../../content/index';
import { locales } from '../../content/locales';
import { validateLocales } from '../../schema/validate';
import { tokens } from '../../renderer/tokens';
import { drawnArt } from '../../tooling/vite/pictures';
import { contentModules } from '../../content/index';

describe('image slots', () => {
  const slots = (locale: (typeof locales)[number]) => [contentFor(locale).previews.collage];

  it('name a file of content/images or a drawing of the theme, whose intrinsic size is the declared one', async () => {
    for (const slot of slots('fr')) {
      const draw = drawnArt[slot.file];
      const metadata = await sharp(draw ? Buffer.from(draw(tokens)) : `content/images/${slot.file}`).metadata();
      expect([metadata.width, metadata.height]).toEqual([slot.width, slot.height]);
    }
  });

  it('have a text alternative in every language, and the same file and size in each', () => {
    for (const locale of locales) {
      slots(locale).forEach((slot, index) => {
        const source = slots('fr')[index]!;
        expect(slot.alt.trim().length).toBeGreaterThan(0);
        expect({ file: slot.file, width: slot.width, height: slot.height }).toEqual({ file: source.file, width: source.width, height: source.height });
      });
    }
  });

  it('the content check refuses a missing alt text and a different size', () => {
    const de = structuredClone(contentModules.de) as { previews: { collage: Record<string, unknown> } };
    delete de.previews.collage.alt;
    de.previews.collage.width = 800;
    const problems = validateLocales({ ...contentModules, de }).map((problem) => `${problem.locale} ${problem.path} ${problem.message}`);
    expect(problems).toContain('de previews.collage.alt is missing');
    expect(problems.some((problem) => problem.startsWith('de previews.collage.width is 800'))).toBe(true);
  });
});
