/** The content check as a report: used by the build, the dev server and `npm run check`. */
import { contentModules } from '../content/index';
import { formatProblems, validateLocales } from '../schema/validate';
import { customerProblems } from './customers-check';

export interface ContentReport {
  ok: boolean;
  text: string;
}

export function checkContent(): ContentReport {
  const problems = [...validateLocales(contentModules), ...customerProblems()];
  if (problems.length === 0) return { ok: true, text: `Content OK: ${Object.keys(contentModules).join(', ')}, customers` };
  return {
    ok: false,
    text: `Content is invalid: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n${formatProblems(problems)}`,
  };
}
