/**
 * The translation units of one language, as CAT tools exchange them (XLIFF 2.0 and PO): one unit
 * per visible string, named by its content path, with the current fr text, the translation, the
 * workflow state, the previous fr text when it changed, the schema's note for the key, the page
 * where the string appears, and the key's length limit. Ids and statistic keys are never units.
 */
import schema from '../../schema/site-content.schema.json' with { type: 'json' };
import { placeholderPattern } from '../../content/format';
import { defaultLocale, notFoundPathFor, pageKeys, routeFor, type Locale, type PageKey } from '../../content/locales';
import { keysOfPath, textsOf } from '../../content/tree';
import { isMarkedUntranslated } from '../../schema/validate';
import { hasWords, type IdenticalAllowList, type TranslationLock } from './lock';

export type UnitState = 'initial' | 'translated' | 'reviewed' | 'final';

export interface TranslationUnit {
  /** The content path, e.g. `pricing.plans[1].cta`. */
  path: string;
  /** The current fr text. */
  source: string;
  /** The translation; undefined while there is none (missing, empty, still marked, identical to fr). */
  target: string | undefined;
  state: UnitState;
  /** The fr text the translation was confirmed against, when fr changed since. */
  previousSource?: string;
  /** What the key is for (the schema's JSDoc). */
  note?: string;
  /** Where the string is shown: a page path, or every page. */
  location: string;
  /** The longest text the layout allows (the schema's @maxLength), in characters. */
  maxLength?: number;
}

/** A unit as a CAT tool's file gives it back (read by po.ts and xliff.ts, imported by exchange.ts). */
export interface ImportedUnit {
  /** The content path (XLIFF `name`, or its id; PO msgctxt). */
  id: string;
  source: string;
  target: string | undefined;
  /** `confirmed`: a PO translation without the fuzzy flag (PO has no reviewed/final). */
  state: UnitState | 'confirmed';
}

export interface ExchangeFile {
  sourceLocale: string;
  locale: string;
  units: ImportedUnit[];
}

interface SchemaNode {
  $ref?: string;
  description?: string;
  maxLength?: number;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode | SchemaNode[];
}

const definitions = (schema as { definitions: Record<string, SchemaNode> }).definitions;

function resolve(node: SchemaNode): SchemaNode {
  let current = node;
  const seen = new Set<string>();
  while (current.$ref && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    const target = definitions[current.$ref.replace('#/definitions/', '')] ?? {};
    // The property's own keywords (description, maxLength) win over the definition's.
    current = { ...target, ...current, $ref: target.$ref };
  }
  return current;
}

/** The description and length limit the schema gives the key at a content path. */
export function schemaFacts(path: string): { note?: string; maxLength?: number } {
  let node: SchemaNode = resolve(schema as SchemaNode);
  let note: string | undefined;
  for (const key of keysOfPath(path)) {
    const child = typeof key === 'number' ? (Array.isArray(node.items) ? node.items[key] : node.items) : node.properties?.[key];
    if (!child) return {};
    // A key's own JSDoc, else its type's (NavLabel, ButtonLabel…), never plain Text's; a list item keeps its list's.
    const typeNote = child.$ref && child.$ref !== '#/definitions/Text' ? definitions[child.$ref.replace('#/definitions/', '')]?.description : undefined;
    note = child.description ?? typeNote ?? (typeof key === 'number' ? note : undefined);
    node = resolve(child);
  }
  return { note, maxLength: node.maxLength };
}

/** Where a string is shown: the page of its top-level section; common text is on every page. */
export function locationOf(path: string, locale: Locale): string {
  const [section] = keysOfPath(path);
  if (section === 'notFound') return notFoundPathFor(locale);
  if ((pageKeys as readonly string[]).includes(String(section))) return routeFor(section as PageKey, locale);
  // The header, footer and forms: shown on every page (the home page first), the forms on home and contact.
  return section === 'forms' ? `${routeFor('home', locale)} ${routeFor('contact', locale)}` : routeFor('home', locale);
}

export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(new RegExp(placeholderPattern.source, 'g'))].map((match) => match[1]!);
}

/** Every unit of `locale`, in fr's document order. */
export function unitsFor(modules: Readonly<Record<string, unknown>>, lock: TranslationLock, allowList: IdenticalAllowList, locale: string): TranslationUnit[] {
  const source = textsOf(modules[defaultLocale]);
  const texts = textsOf(modules[locale]);
  const recorded = lock[locale] ?? {};
  const allowed = new Set(allowList[locale] ?? []);
  return [...source].map(([path, frText]): TranslationUnit => {
    const text = texts.get(path);
    const untranslated =
      text === undefined || text.trim() === '' || isMarkedUntranslated(text) || (text === frText && hasWords(text) && !allowed.has(text));
    const entry = recorded[path];
    const current = entry?.source === frText;
    const unit: TranslationUnit = {
      path,
      source: frText,
      target: untranslated ? undefined : text,
      state: untranslated ? 'initial' : current ? entry.state : 'translated',
      location: locationOf(path, locale as Locale),
      ...schemaFacts(path),
    };
    if (entry && !current) unit.previousSource = entry.source;
    return unit;
  });
}
