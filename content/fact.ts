/**
 * A fact is real or a placeholder: the one marker every group of facts uses (content/fact-types.ts,
 * content/contract-types.ts), apart from them so that each may import it.
 */

/**
 * A company fact not known yet. It is a marker, never a look-alike value: pages of a local build
 * show it bracketed (`[settings.siren]`), and a build for a public SITE_URL refuses it, naming it
 * (scripts/facts-guard.ts), unless ALLOW_PLACEHOLDERS=1.
 */
export interface Placeholder {
  readonly placeholder: true;
}

/** A fact that is real or still a placeholder. */
export type Fact<T> = T | Placeholder;

export function placeholder(): Placeholder {
  return { placeholder: true };
}

export function isPlaceholder(value: unknown): value is Placeholder {
  return typeof value === 'object' && value !== null && (value as Partial<Placeholder>).placeholder === true;
}
