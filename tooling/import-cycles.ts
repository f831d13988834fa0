/**
 * Circles of imports among the project's own .ts/.tsx files. Every import counts, `import type`
 * included: a type-only circle costs nothing at run time, but it still ties two modules so that
 * neither can be read, moved or tested without the other, which is what the rule is for.
 * Only relative specifiers are followed (packages, `node:` and Deno's `npm:` are not the project's).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { projectRoot } from './project';

/** Folders that hold no hand-written source: installed, built, generated or local data. */
const skippedFolders = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'screenshots', 'perf-report']);

/** Every .ts/.tsx file under `root` (dot-folders and skippedFolders left out), relative, with `/`. */
export function sourceFiles(root: string = projectRoot): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !skippedFolders.has(entry.name)) walk(relative);
      } else if (/\.tsx?$/.test(entry.name)) files.push(relative);
    }
  };
  walk('');
  return files.sort();
}

type Node = { type?: string; value?: unknown; source?: Node | null; callee?: Node; arguments?: Node[]; argument?: Node & { literal?: Node } };

function stringOf(node: Node | null | undefined): string | undefined {
  return node?.type === 'StringLiteral' && typeof node.value === 'string' ? node.value : undefined;
}

/** The specifiers a module imports or re-exports: static, type-only, `import('x')` and `import('x').Type`. */
export function importSpecifiers(source: string, file = 'module.ts'): string[] {
  const ast = parse(source, { sourceType: 'module', plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] });
  const found: string[] = [];
  for (const statement of ast.program.body as Node[]) {
    if (statement.type === 'ImportDeclaration' || statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') {
      const specifier = stringOf(statement.source);
      if (specifier !== undefined) found.push(specifier);
    }
  }
  // `import(` anywhere else: walk the whole tree (a few files; the walk costs more than the parse).
  if (!/\bimport\s*\(/.test(source)) return found;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const current = node as Node;
    if (current.type === 'CallExpression' && current.callee?.type === 'Import') {
      const specifier = stringOf(current.arguments?.[0]);
      if (specifier !== undefined) found.push(specifier);
    } else if (current.type === 'TSImportType') {
      const specifier = stringOf(current.argument) ?? stringOf(current.argument?.literal);
      if (specifier !== undefined) found.push(specifier);
    }
    for (const [key, value] of Object.entries(current)) if (key !== 'loc' && value && typeof value === 'object') visit(value);
  };
  visit(ast.program);
  return found;
}

/** The project file a relative specifier names (`./format`, `./format.js`, `../x/index`), or null (not .ts/.tsx, or not found). */
export function resolveSpecifier(from: string, specifier: string, root: string = projectRoot): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.d.ts`, `${base}/index.ts`, `${base}/index.tsx`];
  for (const candidate of candidates) {
    if (!/\.tsx?$/.test(candidate)) continue;
    const file = path.join(root, candidate);
    if (existsSync(file) && statSync(file).isFile()) return candidate;
  }
  return null;
}

/** file -> the project files it imports. */
export function importGraph(root: string = projectRoot, files: readonly string[] = sourceFiles(root)): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importSpecifiers(readFileSync(path.join(root, file), 'utf8'), file)
      .map((specifier) => resolveSpecifier(file, specifier, root))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * One circle per tangle (strongly connected component, Tarjan), as the files in import order with the
 * first repeated at the end: `content/facts.ts -> content/format.ts -> content/facts.ts`.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (file: string) => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) components.push(component);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return components.map((component) => circleThrough(graph, new Set(component)));
}

/** A shortest circle from the component's first file (in name order) back to itself, within the component. */
function circleThrough(graph: ReadonlyMap<string, readonly string[]>, component: ReadonlySet<string>): string[] {
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const circle = [start];
        for (let at: string | undefined = file; at !== undefined && at !== start; at = previous.get(at)) circle.splice(1, 0, at);
        return [...circle, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
