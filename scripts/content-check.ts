/** The content check as a report: used by the build, the dev server and `npm run check`. */
import { contentModules } from '../content/index';
import { legalFactProblems } from '../content/legal-check';
import { formatProblems, validateLocales } from '../schema/validate';

export interface ContentReport {
  ok: boolean;
  text: string;
}

export function checkContent(): ContentReport {
  const problems = validateLocales(contentModules);
  // The facts the legal page is written from must agree with themselves (a processor's country and safeguard).
  const factProblems = legalFactProblems();
  const count = problems.length + factProblems.length;
  if (count === 0) return { ok: true, text: `Content OK: ${Object.keys(contentModules).join(', ')}` };
  return {
    ok: false,
    text: `Content is invalid: ${count} problem${count === 1 ? '' : 's'}\n${[formatProblems(problems), ...factProblems].filter(Boolean).join('\n')}`,
  };
}
