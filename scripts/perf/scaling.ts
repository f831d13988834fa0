/**
 * How the build grows with languages: in a temporary copy of the project, synthetic languages
 * (copies of content/fr.ts under made-up codes) are added to the real ones until the build has
 * 5, 10 and 20 languages, and each is built and timed.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, copyProject, projectRoot, removeCopy } from './project';

export interface ScalingPoint {
  languages: number;
  synthetic: string[];
  pages: number;
  /** Each build's wall-clock time, in order; `ms` is the fastest. */
  runsMs: number[];
  ms: number;
  msPerPage: number;
  /** Each build's CPU time (user + system), in order; `cpuMs` is the least (null where sh's `times` gave nothing). */
  runsCpuMs: (number | null)[];
  cpuMs: number | null;
}

/**
 * Made-up codes: qaa-qtz is the ISO 639 range reserved for local use, so no real language is
 * named, and each is a valid BCP 47 code for Intl and a plain path prefix.
 */
export function syntheticCodes(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `q${String.fromCharCode(97 + Math.floor(index / 26))}${String.fromCharCode(97 + (index % 26))}`);
}

interface SourceEditors {
  addToLocalesSource(source: string, code: string): string;
  addToIndexSource(source: string, code: string): string;
  origin: string;
}

/** Fallback edits, for a project without scripts/translation.ts (npm run content:add-language). */
const ownEditors: SourceEditors = {
  origin: 'scripts/perf/scaling.ts',
  addToLocalesSource(source, code) {
    const pattern = /(export const (?:translatedLocales|locales)\s*=\s*\[)([^\]]*?)(\s*\]\s*as const;)/;
    if (!pattern.test(source)) throw new Error('content/locales.ts: no `export const translatedLocales = [...] as const;` to add a language to');
    return source.replace(pattern, (_, start: string, list: string, end: string) => `${start}${list.trimEnd()}, '${code}'${end}`);
  },
  addToIndexSource(source, code) {
    const imports = [...source.matchAll(/^import \w+ from '\.\/[\w-]+';$/gm)];
    const last = imports.at(-1);
    if (!last || last.index === undefined) throw new Error('content/index.ts: no language import found');
    const at = last.index + last[0].length;
    const withImport = `${source.slice(0, at)}\nimport ${code} from './${code}';${source.slice(at)}`;
    const pattern = /(export const contentModules[^=]*=\s*\{)([^}]*?)(\s*\})/;
    if (!pattern.test(withImport)) throw new Error('content/index.ts: no `contentModules = { ... }` object found');
    return withImport.replace(pattern, (_, start: string, list: string, end: string) => `${start}${list.trimEnd()}, ${code}${end}`);
  },
};

/**
 * The edits of `npm run content:add-language` (scripts/translation.ts) when that module exists and
 * exports them: the same lines a real new language gets. Otherwise the fallback above.
 */
async function sourceEditors(): Promise<SourceEditors> {
  const module = path.join(projectRoot, 'scripts/translation.ts');
  if (!existsSync(module)) return ownEditors;
  try {
    const imported = (await import(module)) as Partial<SourceEditors>;
    if (typeof imported.addToLocalesSource === 'function' && typeof imported.addToIndexSource === 'function') {
      return { addToLocalesSource: imported.addToLocalesSource, addToIndexSource: imported.addToIndexSource, origin: 'scripts/translation.ts (content:add-language)' };
    }
  } catch (error) {
    console.warn(`scripts/translation.ts could not be loaded (${String(error)}); using the report's own edits`);
  }
  return ownEditors;
}

/** content/<code>.ts: fr's module under another code and variable name, with its own language name. */
function syntheticModule(frSource: string, code: string): string {
  const renamed = frSource
    .replace(/\bconst fr = /, `const ${code} = `)
    .replace(/\bexport default fr;/, `export default ${code};`)
    .replace(/(languageName:\s*)'[^']*'/, `$1'Synthetic ${code.toUpperCase()}'`);
  if (!renamed.includes(`export default ${code};`)) throw new Error('content/fr.ts: expected `const fr = {...}` and `export default fr;`');
  return `// Synthetic language for the performance report (scripts/perf): a copy of fr.\n${renamed}`;
}

export interface ScalingOptions {
  sizes: readonly number[];
  /** Builds per size; the fastest counts. */
  runs: number;
  onPoint?(point: ScalingPoint): void;
  onBuild?(languages: number, run: number, ms: number, cpuMs: number | null): void;
}

export async function measureScaling(options: ScalingOptions): Promise<{ points: ScalingPoint[]; editors: string; copy: string }> {
  const editors = await sourceEditors();
  const copy = copyProject('perf-scaling-');
  try {
    const localesFile = path.join(copy, 'content/locales.ts');
    const indexFile = path.join(copy, 'content/index.ts');
    const localesSource = readFileSync(localesFile, 'utf8');
    const indexSource = readFileSync(indexFile, 'utf8');
    const frSource = readFileSync(path.join(copy, 'content/fr.ts'), 'utf8');
    const realCount = realLanguageCount(localesSource);
    const points: ScalingPoint[] = [];
    let previous: string[] = [];
    for (const size of options.sizes) {
      for (const code of previous) rmSync(path.join(copy, 'content', `${code}.ts`), { force: true });
      const synthetic = syntheticCodes(Math.max(0, size - realCount));
      let locales = localesSource;
      let index = indexSource;
      for (const code of synthetic) {
        writeFileSync(path.join(copy, 'content', `${code}.ts`), syntheticModule(frSource, code));
        locales = editors.addToLocalesSource(locales, code);
        index = editors.addToIndexSource(index, code);
      }
      writeFileSync(localesFile, locales);
      writeFileSync(indexFile, index);
      previous = synthetic;

      const runsMs: number[] = [];
      const runsCpuMs: (number | null)[] = [];
      let pages = 0;
      for (let run = 0; run < options.runs; run++) {
        rmSync(path.join(copy, 'dist'), { recursive: true, force: true });
        const result = await build(copy);
        runsMs.push(result.ms);
        runsCpuMs.push(result.cpuMs);
        pages = result.htmlFiles;
        options.onBuild?.(size, run, result.ms, result.cpuMs);
      }
      const ms = Math.min(...runsMs);
      const cpu = runsCpuMs.filter((value): value is number => value !== null);
      const point: ScalingPoint = {
        languages: realCount + synthetic.length,
        synthetic,
        pages,
        runsMs,
        ms,
        msPerPage: ms / pages,
        runsCpuMs,
        cpuMs: cpu.length > 0 ? Math.min(...cpu) : null,
      };
      points.push(point);
      options.onPoint?.(point);
    }
    return { points, editors: editors.origin, copy };
  } finally {
    removeCopy(copy);
  }
}

/** How many languages content/locales.ts lists (the real ones). */
function realLanguageCount(localesSource: string): number {
  const list = /export const (?:translatedLocales|locales)\s*=\s*\[([^\]]*)\]/.exec(localesSource)?.[1];
  if (!list) throw new Error('content/locales.ts: language list not found');
  return [...list.matchAll(/'[^']+'|"[^"]+"/g)].length;
}
