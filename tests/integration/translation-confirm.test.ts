/**
 * The confirm step as docs/COMMON-CHANGES.md gives it, run by the real command in a copy of the
 * project: after a string is added in every language, `content:confirm -- <lang> --out-of-date`
 * adds its lock line and changes no other, and the whole-language confirm that once re-stamped a
 * language as final refuses, writing nothing, and says what to run instead.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fr from '../../content/fr';
import { translatedLocales } from '../../content/locales';
import { lockFile, readLock } from '../../scripts/translation/lock';
import { copyProject, type ProjectCopy } from '../../tooling/project-copy';

const others = translatedLocales.filter((locale) => locale !== 'fr');
const added = `pricing.plans[0].features[${fr.pricing.plans[0]!.features.length}]`;

describe('content:confirm in a copy of the project', () => {
  let copy: ProjectCopy;
  const lockLines = () => readFileSync(copy.file(lockFile), 'utf8').split('\n');
  const confirm = (args: string[]) => copy.run('scripts/content-confirm.ts', args);

  beforeAll(() => {
    copy = copyProject('site-confirm-');
    for (const locale of translatedLocales) copy.mutateContent(locale, `${locale}.pricing.plans[0].features.push('Nouvelle fonction (${locale})');`);
  });
  afterAll(() => copy.remove());

  it('a whole-language confirm refuses to change translated and reviewed states, and writes nothing', () => {
    const before = lockLines();
    const entries = Object.values(readLock(copy.dir).en!);
    const kept = entries.filter((entry) => entry.state !== 'final').length;
    expect(kept).toBeGreaterThan(0);
    const result = confirm(['en']);
    expect(result.status, result.stdout).toBe(1);
    expect(result.stderr).toContain(`content/en.ts: nothing written. Confirming the whole language would change ${kept} states recorded against the current fr text`);
    expect(result.stderr).toMatch(/npm run content:confirm -- en --out-of-date +records only the 1 string out of date/);
    expect(result.stderr).toContain(`npm run content:confirm -- en --overwrite-states  records every string as final, replacing those ${kept} states`);
    expect(lockLines()).toEqual(before);
  });

  it('the documented step (--out-of-date, in each language) adds the new string’s lines and changes no other', () => {
    const before = lockLines();
    for (const locale of others) {
      const result = confirm([locale, '--out-of-date', '--by', 'maintainer']);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain(`content/${locale}.ts: 1 string recorded as final against the current fr text (1 was out of date)`);
    }
    const after = lockLines();
    expect(after.filter((line) => !before.includes(line))).toEqual(others.map(() => expect.stringContaining(`"${added}": {"state":"final","by":"maintainer"`)));
    expect(before.filter((line) => !after.includes(line))).toEqual([]);
    const status = copy.run('scripts/content-status.ts');
    expect(status.stdout).toContain('OK: the build accepts every language; no warnings.');
  });
});
