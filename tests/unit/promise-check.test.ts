import { describe, expect, it } from 'vitest';
import { contentModules } from '../../content/index';
import { replyWordingProblems, wordedReplyHours } from '../../content/promise-check';
import type { SiteContent } from '../../schema/site-content';

const modules = contentModules as Record<keyof typeof contentModules, SiteContent>;

/** The languages with their reply pattern set: en words it ("one working day"), the others count the hours. */
function withReplyTime(en: string): typeof modules {
  return Object.fromEntries(
    Object.keys(modules).map((locale) => [locale, { common: { formats: { replyTime: locale === 'en' ? en : '{hours} h' } } }]),
  ) as unknown as typeof modules;
}

describe('the reply promise a language words ("one working day") follows the fact', () => {
  it('passes the site as it is', () => {
    // Whatever the fact: a wording that no longer matches it is what the next tests refuse.
    const worded = Object.values(modules).some((content) => !content.common.formats.replyTime.includes('{hours}'));
    expect(replyWordingProblems(worded ? wordedReplyHours : 12, modules)).toEqual([]);
  });

  it('passes a worded promise while the fact is the promise the words say', () => {
    expect(replyWordingProblems(wordedReplyHours, withReplyTime('one working day'))).toEqual([]);
  });

  it('names the language that still words the old promise once the fact changes, and what to write', () => {
    const problems = replyWordingProblems(12, withReplyTime('one working day'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('content/en.ts: common.formats.replyTime "one working day"');
    expect(problems[0]).toMatch(/replyHours is 12 \(content\/facts\.ts\): reword it with \{hours\}/);
  });

  it('passes at any figure once every language counts the hours', () => {
    expect(replyWordingProblems(12, withReplyTime('{hours} business hours'))).toEqual([]);
  });
});
