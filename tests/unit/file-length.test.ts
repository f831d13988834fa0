/**
 * No hand-written file over 300 lines: past that a file holds more than one thing to read, test or
 * move. Content modules (data, one per language) and type declarations are exempt: they are long
 * because the site says much, not because they do much.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { sourceFiles } from '../../tooling/import-cycles';
import { projectRoot } from '../../tooling/project';

const maxLines = 300;
/** The content's data, declaration files, and the content's type declarations (schema/site-content.ts). */
const exempt = (file: string) => file.startsWith('content/') || file.endsWith('.d.ts') || file === 'schema/site-content.ts';

it(`every hand-written .ts/.tsx file is at most ${maxLines} lines`, () => {
  const long = sourceFiles()
    .filter((file) => !exempt(file) && !/^(dist|test-results)[^/]*\//.test(file))
    .map((file) => ({ file, lines: readFileSync(path.join(projectRoot, file), 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > maxLines)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(long, 'split each into files that each do one thing (a component\'s pieces beside it, a spec per subject)').toEqual([]);
});
