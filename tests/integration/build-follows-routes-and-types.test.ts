/**
 * What a maintainer forgets is caught by the build, saying what to do, or done by it: a page of the
 * route table with no template fails it naming the page, and a page folder the table does not list
 * fails it naming the folder and content/locales.ts (`npm run check` says both too); a changed
 * content type regenerates the JSON schema by itself (`npm run check` names the command); a changed
 * brand colour (its one entry, `brandColour`) changes the favicon, the theme-color meta, the
 * stylesheet and the about page's collage, none keeping a colour of the former brand's hue; and the
 * sitemap lists only pages that were written. The route table is changed through tests/fixtures/route-table.ts, whatever its pages.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../content/locales';
import { hexToRgb, hueDistance, oklchToHex, rgbToOklch } from '../../renderer/oklch';
import { brandColour } from '../../renderer/tokens';
import { coloursOfHue } from '../fixtures/theme-colours';
import { builtPage, copyProject, type ProjectCopy } from '../../tooling/project-copy';
import { addPageFolder, addPageKey, testOnlyPage } from '../fixtures/route-table';

function edit(copy: ProjectCopy, file: string, from: string, to: string): void {
  const source = readFileSync(copy.file(file), 'utf8');
  if (!source.includes(from)) throw new Error(`${file} has no "${from}"`);
  writeFileSync(copy.file(file), source.replace(from, to));
}

const { key, folder } = testOnlyPage;

describe('a page key with no template', () => {
  let copy: ProjectCopy;
  beforeAll(() => {
    copy = copyProject('site-no-template-');
    // A new page declared in the route table, its folder forgotten.
    addPageKey(copy);
  });
  afterAll(() => copy.remove());

  const expected = `"${key}": create pages/${folder}/+Page.tsx, or remove "${key}" from pageKeys`;
  // Its content is missing too: both are said at once.
  const expectedContent = `content/fr.ts: ${key} is missing: each page of content/locales.ts needs its section with a meta`;

  it('fails `npm run check`, naming the page and the file to create', () => {
    const result = copy.run('scripts/check.ts');
    expect(result.status, result.stdout).toBe(1);
    expect(result.stderr).toContain(expected);
    expect(result.stderr).toContain(expectedContent);
  });

  it('fails the build the same way, before anything is written', () => {
    const result = copy.build();
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).not.toBe(0);
    expect(output).toContain(expected);
    expect(output).toContain(expectedContent);
    expect(builtPage(copy.file('dist/client'), '/')).toBeNull();
  });
});

describe('a page folder the route table does not list', () => {
  let copy: ProjectCopy;
  beforeAll(() => {
    copy = copyProject('site-unlisted-folder-');
    // A template written, the route table forgotten.
    addPageFolder(copy);
  });
  afterAll(() => copy.remove());

  const expected = `pages/${folder}/: add "${key}" to pageKeys in content/locales.ts (and its slug), or remove pages/${folder}/`;

  it('fails `npm run check`, naming the folder and the file to edit', () => {
    const result = copy.run('scripts/check.ts');
    expect(result.status, result.stdout).toBe(1);
    expect(result.stderr).toContain('content/locales.ts does not list 1 page folder:');
    expect(result.stderr).toContain(expected);
  });

  it('fails the build the same way, before anything is written (not with vike\'s "You stumbled upon a Vike bug")', () => {
    const result = copy.build();
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).not.toBe(0);
    expect(output).toContain(expected);
    expect(output).not.toContain('Vike bug');
    expect(builtPage(copy.file('dist/client'), '/')).toBeNull();
  });
});

describe('a changed content type and another brand colour', () => {
  let copy: ProjectCopy;
  // The current brand at the opposite hue, whatever it is: the re-theme always changes something.
  const current = rgbToOklch(hexToRgb(brandColour));
  const brand = oklchToHex({ ...current, h: (current.h + 180) % 360 });
  beforeAll(() => {
    copy = copyProject('site-new-type-');
    edit(copy, 'schema/site-content.ts', '  description: MetaDescription;\n}', '  description: MetaDescription;\n  /** Search keywords. */\n  keywords?: Text;\n}');
    edit(copy, 'renderer/tokens.ts', `export const brandColour = '${brandColour}';`, `export const brandColour = '${brand}';`);
  });
  afterAll(() => copy.remove());

  it('fails `npm run check` with the command that regenerates the schema', () => {
    const result = copy.run('scripts/check.ts');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('schema/site-content.schema.json is out of date');
    expect(result.stderr).toContain('Run `npm run schema`');
  });

  it('is followed by the build: the schema regenerated, the favicon, theme-color, stylesheet and collage in the new colour, every sitemap URL a written page', { timeout: 420_000 }, async () => {
    const result = copy.build();
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(readFileSync(copy.file('schema/site-content.schema.json'), 'utf8')).toContain('"keywords"');
    // The documented re-theme's last step: the check names the share images, the command redraws them.
    const stale = copy.run('scripts/check.ts');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('run `npm run og-images`');
    expect(copy.run('scripts/og-images.ts').status).toBe(0);
    const checked = copy.run('scripts/check.ts');
    expect(checked.status, checked.stderr).toBe(0);

    const client = copy.file('dist/client');
    expect(readFileSync(`${client}/favicon.svg`, 'utf8')).toContain(`<rect width="32" height="32" rx="8" fill="${brand}"/>`);
    for (const path of ['/', '/en/pricing']) {
      expect(readFileSync(builtPage(client, path)!, 'utf8')).toContain(`<meta name="theme-color" content="${brand}"/>`);
    }
    const staticDir = `${client}/assets/static`;
    const stylesheets = readdirSync(staticDir).filter((file) => file.endsWith('.css'));
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const file of stylesheets) {
      const css = readFileSync(`${staticDir}/${file}`, 'utf8');
      expect(coloursOfHue(css, current.h), `${file}: colours of the former brand`).toEqual([]);
      expect(css).toContain(brand);
    }
    // The collage's background, read from the picture the build made: a tint of the new brand.
    const collage = readdirSync(staticDir).find((file) => file.startsWith('community.') && file.endsWith('.webp'))!;
    const { data } = await sharp(`${staticDir}/${collage}`).extract({ left: 0, top: 0, width: 8, height: 8 }).raw().toBuffer({ resolveWithObject: true });
    const background = rgbToOklch([data[0]!, data[1]!, data[2]!]);
    expect(hueDistance(background.h, (current.h + 180) % 360), `collage background ${[...data.subarray(0, 3)]}`).toBeLessThan(25);

    const locs = [...readFileSync(`${client}/sitemap.xml`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(locs).toHaveLength(routes.length);
    for (const path of locs) expect(builtPage(client, path), `${path} is in sitemap.xml but not in dist/client`).not.toBeNull();
  });
});
