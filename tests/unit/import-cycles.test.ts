/**
 * No circle of imports among the project's own .ts/.tsx files, type-only imports included
 * (tooling/import-cycles.ts says why): a circle fails naming its files in import order.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { importCycles, importGraph, importSpecifiers, sourceFiles } from '../../tooling/import-cycles';

const fixture = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
  writeFileSync(path.join(fixture, file), text);
}

it('reads every kind of import: static, type-only, re-exports, import() and import types', () => {
  const source = [
    "import { a } from './a';",
    "import type { B } from '../b.js';",
    "export { c } from './c';",
    "export * from './d';",
    "import 'node:fs';",
    "const e = () => import('./e');",
    "type F = import('./f').F;",
    "const text = \"import { nothing } from './not-an-import'\";",
  ].join('\n');
  expect(importSpecifiers(source)).toEqual(['./a', '../b.js', './c', './d', 'node:fs', './e', './f']);
  expect(importSpecifiers("import { Page } from './page';\nexport const x = <Page />;", 'x.tsx')).toEqual(['./page']);
});

it('finds a circle through a type-only import, and names its files in import order', () => {
  write('content/facts.ts', "import type { Weekday } from './format.js';\nexport const days: Weekday[] = [];\n");
  write('content/format.ts', "import { days } from './facts';\nexport type Weekday = 'monday';\nexport const first = days[0];\n");
  write('content/index.ts', "export * from './facts';\n");
  write('pages/a/+Page.tsx', "import { first } from '../../content/format';\nimport type { Props } from './+Page';\nexport type Props = { id: string };\nexport const Page = (props: Props) => <p id={props.id}>{first}</p>;\n");
  write('node_modules/pkg/index.ts', "import './index';\n");
  const graph = importGraph(fixture);
  expect(sourceFiles(fixture)).toEqual(['content/facts.ts', 'content/format.ts', 'content/index.ts', 'pages/a/+Page.tsx']);
  expect(graph.get('pages/a/+Page.tsx')).toEqual(['content/format.ts', 'pages/a/+Page.tsx']);
  expect(importCycles(graph)).toEqual([
    ['content/facts.ts', 'content/format.ts', 'content/facts.ts'],
    ['pages/a/+Page.tsx', 'pages/a/+Page.tsx'],
  ]);
});

it('names the shortest circle of a larger tangle', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts', 'a.ts']],
    ['c.ts', ['a.ts', 'd.ts']],
    ['d.ts', []],
  ]);
  expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'a.ts']]);
});

it('the project has no circle of imports', () => {
  const circles = importCycles(importGraph());
  expect(circles.map((circle) => circle.join(' -> ')), 'break each circle: move what both files need to the one that owns it').toEqual([]);
});
