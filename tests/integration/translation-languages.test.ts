/**
 * Languages beyond the five (scripts/translation/, content/pseudo.ts): the pseudo language, and a
 * new language added to a copy of the project and built for real.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { contentModules, pseudoContentOf } from '../../content/index';
import { pageKeys, routeFor, translatedLocales, type PageKey } from '../../content/locales';
import { pseudoLocalize } from '../../content/pseudo';
import type { SiteContent } from '../../schema/site-content';
import { validateLocales } from '../../schema/validate';
import { textsOf as stringsOf } from '../../content/tree';
import { addToIndexSource, addToLocalesSource, endonymOf, normalizeLanguageCode, scaffoldModule } from '../../scripts/translation/add-language';
import { openLocalDatabase } from '../../server/database/open';
import { builtPage, copyProject, type ProjectCopy } from '../../tooling/project-copy';

const frStrings = stringsOf(contentModules.fr).size;

describe('pseudo language', () => {
  it('brackets, accents and lengthens a string by about 35%, keeping placeholders', () => {
    const text = 'Une équipe qui vous répond sous {replyHours} heures ouvrées.';
    const pseudo = pseudoLocalize(text);
    expect(pseudo.startsWith('⟦') && pseudo.endsWith('⟧')).toBe(true);
    expect(pseudo).toContain('{replyHours}');
    expect(pseudo.replace('{replyHours}', '')).not.toMatch(/[A-Za-z]/);
    expect(pseudo.length / text.length).toBeGreaterThan(1.3);
    expect(pseudo.length / text.length).toBeLessThan(1.4);
  });

  it('generates a module from fr that passes the content check', () => {
    const pseudo = pseudoContentOf(contentModules.fr as SiteContent);
    // Length limits aside: the pseudo language is longer on purpose.
    expect(validateLocales({ fr: contentModules.fr, 'en-XA': pseudo }).filter((problem) => problem.kind !== 'tooLong')).toEqual([]);
    expect(pseudo.home.features.items.map((item) => item.id)).toEqual((contentModules.fr as SiteContent).home.features.items.map((item) => item.id));
    for (const [stringPath, text] of stringsOf(pseudo)) {
      expect(text.replace(/\{[A-Za-z]+\}/g, ''), stringPath).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe('content:add-language', () => {
  it('validates the code and finds the endonym', () => {
    expect(normalizeLanguageCode('pt-br', translatedLocales)).toBe('pt-BR');
    expect(() => normalizeLanguageCode('de', translatedLocales)).toThrow(/already/);
    expect(() => normalizeLanguageCode('en-XA', translatedLocales)).toThrow(/pseudo/);
    expect(() => normalizeLanguageCode('pricing', translatedLocales)).toThrow(/clash|not a language code/);
    expect(() => normalizeLanguageCode('not a code', translatedLocales)).toThrow(/BCP 47/);
    expect(endonymOf('nl')).toBe('Nederlands');
    expect(endonymOf('pt-BR')).toBe('Português (Brasil)');
    expect(endonymOf('pl')).toBe('Polski');
  });

  it('edits the language list and the entry point at their markers', () => {
    expect(addToLocalesSource(readFileSync('content/locales.ts', 'utf8'), 'pt-BR')).toContain(
      `export const translatedLocales = [${translatedLocales.map((l) => `'${l}'`).join(', ')}, 'pt-BR'] as const;`,
    );
    const index = addToIndexSource(readFileSync('content/index.ts', 'utf8'), 'pt-BR');
    expect(index).toContain("import ptBR from './pt-BR';");
    expect(index).toMatch(/contentModules: .* = \{ [^}]*, 'pt-BR': ptBR \};/);
    expect(() => addToLocalesSource('export const translatedLocales = [];', 'nl')).toThrow(/marker comment/);
  });

  it('scaffolds every string marked with its fr text, ids kept, the endonym set', () => {
    const source = scaffoldModule('nl', contentModules.fr, 'Nederlands');
    expect(source).toContain("languageName: 'Nederlands',");
    expect(source).toContain("skipLink: 'TODO(translate): Aller au contenu principal',");
    expect(source).toContain("id: 'hashtagSourcing',");
    expect(source).toMatch(/stat: '[a-zA-Z]+',/);
    expect(source).toContain('} satisfies SiteContent;\n\nexport default nl;\n');
  });

  describe('in a copy of the project', () => {
    let copy: ProjectCopy | undefined;
    afterAll(() => copy?.remove());

    // Two builds of a copy: about 4 minutes on 2 busy cores (6.5 once, under a load of 15).
    it('the build refuses the scaffold, then publishes the completed language in routes, sitemap and switcher', { timeout: 600_000 }, async () => {
      copy = copyProject('site-add-language-');
      const added = copy.run('scripts/content-add-language.ts', ['nl']);
      expect(added.status, added.stderr).toBe(0);
      expect(added.stdout).toContain('Added Nederlands (nl)');
      expect(readFileSync(copy.file('content/locales.ts'), 'utf8')).toContain(`, 'nl'] as const;`);

      // Typecheck of the edited files (other files of the checkout may be mid-edit by others).
      const tsc = copy.run('node_modules/typescript/bin/tsc', ['-p', '.']);
      expect(`${tsc.stdout}${tsc.stderr}`.split('\n').filter((line) => /^(content|renderer)\//.test(line))).toEqual([]);

      const refused = copy.build();
      const refusedOutput = `${refused.stdout}\n${refused.stderr}`;
      expect(refused.status, refusedOutput).not.toBe(0);
      expect(refusedOutput).toContain('content/nl.ts: common.skipLink is not translated yet');
      expect(refusedOutput).toContain('content/nl.ts: pricing.plans[1].cta is not translated yet');

      const status = copy.run('scripts/content-status.ts');
      expect(status.status).toBe(1);
      expect(status.stderr).toMatch(new RegExp(`^nl +${frStrings} +0 +0 +${frStrings - 1} +0 +0 +0 +1 +0 +0$`, 'm'));

      // "Translate" it: en's texts, the Dutch name kept.
      writeFileSync(
        copy.file('content/nl.ts'),
        [
          "import type { SiteContent } from '../schema/site-content';",
          "import en from './en';",
          '',
          "const nl = { ...en, common: { ...en.common, languageName: 'Nederlands' } } satisfies SiteContent;",
          '',
          'export default nl;',
          '',
        ].join('\n'),
      );
      // en's legal text names the ICO: nl's market lists the authorities it names, as a maintainer would.
      appendFileSync(copy.file('content/facts.ts'), "\nObject.assign(marketAuthorities, { nl: ['cnil', 'ico'] });\n");
      const built = copy.build({ SITE_URL: 'https://www.example.com', ALLOW_PLACEHOLDERS: '1' });
      expect(built.status, `${built.stdout}\n${built.stderr}`).toBe(0);

      // The route table, the pre-rendered pages, the sitemap, hreflang and the switcher all list nl.
      const printed = copy.run('--eval', ["import('./content/locales.ts').then((m) => console.log(JSON.stringify(m.routes)))"]);
      expect(printed.status, printed.stderr).toBe(0);
      const routes = JSON.parse(printed.stdout) as { page: PageKey; locale: string; path: string }[];
      const nlPaths = pageKeys.map((page) => routeFor(page, 'en').replace(/^\/en/, '/nl'));
      expect(routes.filter((route) => route.locale === 'nl').map((route) => route.path)).toEqual(nlPaths);

      const client = copy.file('dist/client');
      for (const routePath of nlPaths) {
        const page = builtPage(client, routePath);
        expect(page, routePath).not.toBeNull();
        expect(readFileSync(page!, 'utf8')).toContain('<html lang="nl"');
      }
      const sitemap = readFileSync(copy.file('dist/client/sitemap.xml'), 'utf8');
      expect(sitemap).toContain('<loc>https://www.example.com/nl/pricing</loc>');
      expect(sitemap).toContain('hreflang="nl" href="https://www.example.com/nl/pricing"');

      const enPricing = readFileSync(builtPage(client, '/en/pricing')!, 'utf8');
      expect(enPricing).toMatch(/<a [^>]*href="\/nl\/pricing"[^>]*hrefLang="nl"[^>]*>Nederlands<\/a>/);
      expect(enPricing).toContain('<link rel="alternate" hrefLang="nl" href="https://www.example.com/nl/pricing"/>');
      expect(readFileSync(builtPage(client, '/nl/pricing')!, 'utf8')).toMatch(/<a [^>]*href="\/en\/pricing"[^>]*>English<\/a>/);

      // A fr change: out of date in every language (a warning, exit 0) until confirmed, language by language.
      const fr = readFileSync(copy.file('content/fr.ts'), 'utf8');
      expect(fr).toContain("skipLink: 'Aller au contenu principal',");
      writeFileSync(copy.file('content/fr.ts'), fr.replace("skipLink: 'Aller au contenu principal',", "skipLink: 'Aller directement au contenu',"));
      const changed = copy.run('scripts/content-status.ts', ['nl']);
      expect(changed.status, changed.stderr).toBe(0);
      expect(changed.stdout).toMatch(new RegExp(`^nl +${frStrings} +0 +0 +0 +\\d+ +\\d+ +1 +\\d+ +0 +0$`, 'm'));
      expect(changed.stdout).toMatch(new RegExp(`^de +${frStrings} +0 +0 +0 +0 +\\d+ +1 +\\d+ +\\d+ +\\d+$`, 'm'));
      expect(changed.stdout).toContain('content/nl.ts: 1 out of date');
      expect(changed.stdout).toContain('    fr: "Aller directement au contenu"\n    nl: "Skip to main content"');
      const confirmed = copy.run('scripts/content-confirm.ts', ['nl', 'common.skipLink']);
      expect(confirmed.status, confirmed.stderr).toBe(0);
      expect(confirmed.stdout).toContain('content/nl.ts: 1 string recorded as final against the current fr text (1 was out of date)');
      const after = copy.run('scripts/content-status.ts');
      expect(after.stdout).toMatch(new RegExp(`^nl +${frStrings} +0 +0 +0 +\\d+ +\\d+ +0 +\\d+ +0 +1$`, 'm'));
      expect(after.stdout).toMatch(new RegExp(`^de +${frStrings} +0 +0 +0 +0 +\\d+ +1 +\\d+ +\\d+ +\\d+$`, 'm'));

      // The forms accept the new language and the audience counts it: the migration widens the tables' language CHECKs.
      const database = await openLocalDatabase({ dataDir: copy.file('.data-test'), migrationsDir: copy.file('supabase/migrations') });
      try {
        expect(database.appliedMigrations.some((file) => file.endsWith('_language_nl.sql'))).toBe(true);
        await database.exclusive((pg) =>
          pg.transaction(async (tx) => {
            await tx.query('set local role anon');
            await tx.query(
              "insert into public.demo_requests (first_name, last_name, email, company, role, language) values ('Eva', 'Jansen', 'eva@example.com', 'Voorbeeld BV', 'cmo', 'nl')",
            );
            await tx.query(`select public.count_page_view('{"page": "/nl", "lang": "nl"}')`);
          }),
        );
      } finally {
        await database.close();
      }
    });
  });
});
