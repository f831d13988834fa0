/**
 * A build for a public origin refuses company facts that are still placeholders (content/facts.ts),
 * naming each, unless ALLOW_PLACEHOLDERS=1 (a preview deploy), and always refuses the example
 * company's facts (FACTS=example). Local builds (`npm start`, the tests) and the dev server keep
 * working with placeholders, which their pages show bracketed, and with the example facts.
 */
import { factsChoice as chosenFacts, placeholderPaths, type FactsChoice } from '../content/facts.js';
import { parseSiteUrl } from '../renderer/site.js';

/** localhost, *.localhost, 127.x.x.x, [::1] and 0.0.0.0 are local; any other origin is public. */
export function isPublicOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return !(host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]' || host === '0.0.0.0');
}

export interface FactsGuardInput {
  /** SITE_URL as given (unset: the local default). */
  siteUrl: string | undefined;
  /** ALLOW_PLACEHOLDERS as given. */
  allowPlaceholders: string | undefined;
  /** Paths of the facts still placeholders (default: those of content/facts.ts). */
  placeholders?: readonly string[];
  /** The fact set of this run (default: FACTS as read by content/facts.ts). */
  factsChoice?: FactsChoice;
}

/** Why the build must stop, or null when it may go on. */
export function factsGuardProblem({ siteUrl, allowPlaceholders, placeholders = placeholderPaths(), factsChoice = chosenFacts }: FactsGuardInput): string | null {
  const origin = parseSiteUrl(siteUrl || 'http://localhost:3000');
  if (!isPublicOrigin(origin)) return null;
  // The example company is a rehearsal: never published, whatever ALLOW_PLACEHOLDERS says.
  if (factsChoice === 'example')
    return `SITE_URL is ${origin}, a public origin, but FACTS=example selects the example company's facts (content/facts.example.ts), which are fictional and never published, whatever ALLOW_PLACEHOLDERS says. Unset FACTS to build with the company's facts (content/facts.ts).`;
  if (placeholders.length === 0 || allowPlaceholders === '1') return null;
  return [
    `SITE_URL is ${origin}, a public origin, but ${placeholders.length} facts in content/facts.ts are still placeholders (a statistics.<name>.source is a figure nobody has backed yet):`,
    ...placeholders.map((path) => `  ${path}`),
    'Set their real values, or build with ALLOW_PLACEHOLDERS=1 for a preview deploy (the pages then show them bracketed).',
  ].join('\n');
}
