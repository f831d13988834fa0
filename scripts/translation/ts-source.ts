/**
 * Edits the string literals of a content module (content/<lang>.ts) in place: the file is parsed
 * with @babel/parser, each literal found by its content path, and only its characters replaced, so
 * formatting, comments and every other line stay byte for byte.
 */
import { parse } from '@babel/parser';
import type { Expression, Node, ObjectExpression } from '@babel/types';
import { keysOfPath } from '../../content/tree';

/** A TypeScript string literal in the modules' style: single quotes, escapes only where needed. */
export function quoteTs(text: string): string {
  return `'${text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\r/g, '\\r')
    .replace(/\n/g, '\\n')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}

/** The object literal of `const x = { … } satisfies SiteContent`. */
function moduleObject(ast: ReturnType<typeof parse>, file: string): ObjectExpression {
  for (const statement of ast.program.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declaration of statement.declarations) {
      let init: Node | null | undefined = declaration.init;
      while (init && (init.type === 'TSSatisfiesExpression' || init.type === 'TSAsExpression')) init = init.expression;
      if (init?.type === 'ObjectExpression') return init;
    }
  }
  throw new Error(`${file}: no \`const … = { … } satisfies SiteContent\` found`);
}

function keyName(node: Node): string | undefined {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'StringLiteral') return node.value;
  return undefined;
}

function childAt(node: Node, key: string | number): Node | undefined {
  if (typeof key === 'number') return node.type === 'ArrayExpression' ? (node.elements[key] ?? undefined) : undefined;
  if (node.type !== 'ObjectExpression') return undefined;
  for (const property of node.properties) {
    if (property.type === 'ObjectProperty' && !property.computed && keyName(property.key) === key) return property.value as Expression;
  }
  return undefined;
}

export class SourceEditError extends Error {
  override name = 'SourceEditError';
}

/**
 * `source` with the literal at each path replaced by the new text. Throws a SourceEditError naming
 * each path that has no plain string literal in the file (a missing key: add it first).
 */
export function replaceLiterals(source: string, file: string, edits: ReadonlyMap<string, string>): string {
  if (edits.size === 0) return source;
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript'] });
  const root = moduleObject(ast, file);
  const ranges: { start: number; end: number; text: string }[] = [];
  const unreachable: string[] = [];
  for (const [path, text] of edits) {
    let node: Node | undefined = root;
    for (const key of keysOfPath(path)) node = node && childAt(node, key);
    const isLiteral = node?.type === 'StringLiteral' || (node?.type === 'TemplateLiteral' && node.expressions.length === 0);
    if (!node || !isLiteral || node.start == null || node.end == null) unreachable.push(path);
    else ranges.push({ start: node.start, end: node.end, text: quoteTs(text) });
  }
  if (unreachable.length > 0) throw new SourceEditError(unreachable.map((path) => `${file}: ${path} has no string literal to replace (add the key first)`).join('\n'));
  return ranges
    .sort((a, b) => b.start - a.start)
    .reduce((result, range) => result.slice(0, range.start) + range.text + result.slice(range.end), source);
}
