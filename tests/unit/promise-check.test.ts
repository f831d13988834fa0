import { describe, expect, it } from 'vitest';
import { contentModules } from '../../content/index';
import { replyWordingProblems, wordedReplyHours } from '../../content/promise-check';
import type { SiteContent } from '../../schema/site-content';

const modules = contentModules as Record<keyof typeof contentModules, SiteContent>;

describe('the reply promise a language words ("one working day") follows the fact', () => {
  it('passes while the fact is the promise the words say', () => {
    expect(replyWordingProblems(wordedReplyHours, modules)).toEqual([]);
  });

  it('names each language that still words the old promise once the fact changes, and what to do', () => {
    const worded = Object.entries(modules).filter(([, content]) => !content.common.formats.replyTime.includes('{hours}'));
    expect(worded.length, 'en words the promise ("one working day"): this test needs one such language').toBeGreaterThan(0);
    const problems = replyWordingProblems(12, modules);
    expect(problems).toHaveLength(worded.length);
    for (const [locale] of worded) expect(problems.join('\n')).toContain(`content/${locale}.ts: common.formats.replyTime`);
    expect(problems[0]).toMatch(/replyHours is 12 \(content\/facts\.ts\): reword it with \{hours\}/);
  });

  it('passes at any figure once every language counts the hours', () => {
    const counted = Object.fromEntries(
      Object.entries(modules).map(([locale, content]) => [locale, { common: { formats: { replyTime: content.common.formats.replyTime.includes('{hours}') ? content.common.formats.replyTime : '{hours} working hours' } } }]),
    ) as unknown as typeof modules;
    expect(replyWordingProblems(12, counted)).toEqual([]);
  });
});
