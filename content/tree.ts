/**
 * The one walker of a content module. Every node comes with its key and its path
 * (`pricing.plans[1].cta`), so that no caller pulls a key back out of a path string.
 * Validation, placeholder filling, typography, the pseudo language and the translator tools use it.
 */

/** A key inside a module: a property name, or a list position. */
export type ContentKey = string | number;

/** Keys whose values are codes, not text: item ids, statistic keys, image files and sizes (never translated). */
export const codeKeys: ReadonlySet<string> = new Set(['id', 'stat', 'file', 'width', 'height']);

export function isCodeKey(key: ContentKey | null): boolean {
  return typeof key === 'string' && codeKeys.has(key);
}

/** `pricing.plans` + 1 -> `pricing.plans[1]`; `pricing` + `plans` -> `pricing.plans`. */
export function joinPath(path: string, key: ContentKey): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** `pricing.plans[1]` names itself and every path under it. */
export function isUnderPath(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`);
}

export interface ContentNode {
  value: unknown;
  /** The node's key in its parent; null for the module itself. */
  key: ContentKey | null;
  path: string;
}

/**
 * Visits every node in document order, parents before children. Returning false from `visit`
 * skips the node's children.
 */
export function visitNodes(root: unknown, visit: (node: ContentNode) => boolean | void): void {
  const walk = (value: unknown, key: ContentKey | null, path: string): void => {
    if (visit({ value, key, path }) === false) return;
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, index, joinPath(path, index)));
    else if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) walk(child, childKey, joinPath(path, childKey));
    }
  };
  walk(root, null, '');
}

/** Visits every visible string (code keys skipped) with its key and path, in document order. */
export function visitText(root: unknown, visit: (text: string, node: ContentNode) => void): void {
  visitNodes(root, (node) => {
    if (isCodeKey(node.key)) return false;
    if (typeof node.value === 'string') visit(node.value, node);
  });
}

/** Every visible string of a module, by path, in document order. */
export function textsOf(root: unknown): Map<string, string> {
  const texts = new Map<string, string>();
  visitText(root, (text, { path }) => texts.set(path, text));
  return texts;
}

/** A copy of a module with every visible string passed through `map`; codes are kept. */
export function mapText<T>(root: T, map: (text: string, node: ContentNode) => string): T {
  const copy = (value: unknown, key: ContentKey | null, path: string): unknown => {
    if (isCodeKey(key)) return value;
    if (typeof value === 'string') return map(value, { value, key, path });
    if (Array.isArray(value)) return value.map((item, index) => copy(item, index, joinPath(path, index)));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([childKey, child]) => [childKey, copy(child, childKey, joinPath(path, childKey))]));
    }
    return value;
  };
  return copy(root, null, '') as T;
}

/** `pricing.plans[1].cta` -> ['pricing', 'plans', 1, 'cta']: a path's keys, joinPath's inverse. */
export function keysOfPath(path: string): ContentKey[] {
  return (path.match(/[^.[\]]+|\[\d+\]/g) ?? []).map((key) => (key.startsWith('[') ? Number(key.slice(1, -1)) : key));
}
