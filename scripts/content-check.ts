/** The content check as a report: used by the build, the dev server and `npm run check`. */
import { contentModules } from '../content/index';
import { schemaStaleness } from '../schema/stamp';
import { formatProblems, validateLocales } from '../schema/validate';

export interface ContentReport {
  ok: boolean;
  text: string;
}

export function checkContent(): ContentReport {
  // A schema older than the types reports keys it does not know as extra: say what fixes it instead.
  const stale = schemaStaleness();
  if (stale) return { ok: false, text: stale };
  const problems = validateLocales(contentModules);
  if (problems.length === 0) return { ok: true, text: `Content OK: ${Object.keys(contentModules).join(', ')}` };
  return {
    ok: false,
    text: `Content is invalid: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n${formatProblems(problems)}`,
  };
}
