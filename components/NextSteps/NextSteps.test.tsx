/**
 * The demo page's "what happens next": an ordered list of the three steps of the content, named by
 * its heading, each numbered for the eye in the page language, and every step a promise the facts
 * hold (the reply time and the demo length are the facts' numbers, not typed ones).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { placeholders } from '../../content/facts';
import { contentFor } from '../../content/index';
import { locales } from '../../content/locales';
import { NextSteps } from './NextSteps';

describe.each(locales)('%s', (locale) => {
  const { nextSteps } = contentFor(locale).demo;
  const html = renderToStaticMarkup(<NextSteps locale={locale} id="next-steps" headingLevel="h2" {...nextSteps} />);

  it('is an ordered list of three steps named by its heading', () => {
    expect(html).toMatch(/<h2 id="next-steps"[^>]*>[^<]+<\/h2><ol [^>]*aria-labelledby="next-steps"/);
    expect(html.match(/<li\b/g)).toHaveLength(3);
    for (const step of nextSteps.steps) expect(html).toContain(step);
  });

  it("takes the heading level of where it stands (h3 inside the home page's demo section)", () => {
    const inSection = renderToStaticMarkup(<NextSteps locale={locale} id="demo-next-steps" headingLevel="h3" {...nextSteps} />);
    expect(inSection).toMatch(/<h3 id="demo-next-steps"[^>]*>[^<]+<\/h3><ol [^>]*aria-labelledby="demo-next-steps"/);
  });

  it('states the reply promise and the demo length from the facts', () => {
    const [reply, demo] = nextSteps.steps;
    // The promise as the language words it: the hours (fr "24 h ouvrées"), or the words that stand for them (en "one working day").
    const { replyTime } = contentFor(locale).common.formats;
    expect(reply).toContain(replyTime.includes('{hours}') ? String(placeholders.replyHours) : replyTime);
    expect(demo).toContain(String(placeholders.demoMinutes));
    // The third step promises no figure of its own.
    expect(nextSteps.steps[2]).not.toMatch(/\d/);
  });
});
