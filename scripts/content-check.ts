/** The content check as a report: used by the build, the dev server and `npm run check`. */
import { contentModules } from '../content/index';
import { defaultLocale } from '../content/locales';
import { pagesWithoutContent } from '../tooling/page-templates';
import { schemaStaleness } from '../schema/stamp';
import { legalFactProblems } from '../content/legal-check';
import { placeholders } from '../content/facts';
import { replyWordingProblems } from '../content/promise-check';
import type { SiteContent } from '../schema/site-content';
import { formatProblems, validateLocales } from '../schema/validate';
import { customerProblems } from './customers-check';

export interface ContentReport {
  ok: boolean;
  text: string;
}

export function checkContent(): ContentReport {
  // A schema older than the types reports keys it does not know as extra: say what fixes it instead.
  const stale = schemaStaleness();
  if (stale) return { ok: false, text: stale };
  const withoutContent = pagesWithoutContent(contentModules[defaultLocale]).map(
    (page) => `content/${defaultLocale}.ts: ${page} is missing: each page of content/locales.ts needs its section with a meta (its type in SiteContent, schema/site-content.ts, and its text in every language)`,
  );
  if (withoutContent.length > 0) return { ok: false, text: `Content is invalid: the route table has pages without content\n${withoutContent.join('\n')}` };
  const problems = [...validateLocales(contentModules), ...customerProblems()];
  // The facts the legal page is written from must agree with themselves (a processor's country and safeguard),
  // and a language that words the reply promise must word the promise the facts make (read once the content is valid).
  const factProblems = [...legalFactProblems(), ...(problems.length === 0 ? replyWordingProblems(placeholders.replyHours, contentModules as Record<keyof typeof contentModules, SiteContent>) : [])];
  const count = problems.length + factProblems.length;
  if (count === 0) return { ok: true, text: `Content OK: ${Object.keys(contentModules).join(', ')}, customers` };
  return {
    ok: false,
    text: `Content is invalid: ${count} problem${count === 1 ? '' : 's'}\n${[formatProblems(problems), ...factProblems].filter(Boolean).join('\n')}`,
  };
}
