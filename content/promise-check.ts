/**
 * A language may word the reply promise instead of counting it (`common.formats.replyTime`: en
 * "one working day" where fr writes "{hours} h ouvrées"). Such a wording holds only for the figure it
 * says: once `replyHours` (content/facts.ts) changes, the content check names each language whose
 * pattern still words the old promise, so that a maintainer who changes the promise cannot forget it.
 */
import type { TranslatedLocale } from './locales';

/** The promise a pattern without `{hours}` words: one working day. */
export const wordedReplyHours = 24;

type FormatsOf = Readonly<Record<TranslatedLocale, { common: { formats: { replyTime: string } } }>>;

export function replyWordingProblems(replyHours: number, modules: FormatsOf): string[] {
  if (replyHours === wordedReplyHours) return [];
  return Object.entries(modules)
    .filter(([, content]) => !content.common.formats.replyTime.includes('{hours}'))
    .map(
      ([locale, content]) =>
        `content/${locale}.ts: common.formats.replyTime "${content.common.formats.replyTime}" words a reply within ${wordedReplyHours} working hours, but replyHours is ${replyHours} (content/facts.ts): reword it with {hours}, in the language's words for working hours (fr "{hours} h ouvrées", en "{hours} business hours" as content/glossary.ts asks)`,
    );
}
