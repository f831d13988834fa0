import { describe, expect, it } from 'vitest';
import { latePart, markupClasses, pageStylesheets, pruneStylesheet, stylesheetClasses } from '../../renderer/pageStylesheet';

const site =
  '@font-face{font-family:Brand;src:url(/a.woff2)}:root{--c:red}body{margin:0}' +
  '.card{padding:1rem}.card .title{font-weight:700}.unused{color:red}.a,.b{gap:1px}' +
  '.menu:has(.panel:popover-open){inset:0}.field:not(.error){border:1px solid}' +
  '@media (min-width:48em){.unused{color:blue}.card{padding:2rem}}@media print{.unused{display:none}}';

describe('pageStylesheet', () => {
  it('keeps rules without classes, and those whose classes are all on the page', () => {
    const css = pruneStylesheet(site, new Set(['card', 'title', 'menu', 'field']));
    expect(css).toContain('@font-face{font-family:Brand');
    expect(css).toContain(':root{--c:red}body{margin:0}');
    expect(css).toContain('.card{padding:1rem}.card .title{font-weight:700}');
    expect(css).toContain('@media (min-width:48em){.card{padding:2rem}}');
    expect(css).not.toContain('unused');
    expect(css).not.toContain('@media print');
    // A class inside :has() or :not() need not be on the page.
    expect(css).toContain('.menu:has(.panel:popover-open){inset:0}');
    expect(css).toContain('.field:not(.error){border:1px solid}');
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(pruneStylesheet(site, new Set(['b']))).toContain('.b{gap:1px}');
    expect(pruneStylesheet(site, new Set([]))).not.toContain('gap:1px');
  });

  it('reads the classes of markup and of a stylesheet', () => {
    expect([...markupClasses('<div class="a  b"><p class="c">x</p><span data-class="d"></span></div>')]).toEqual(['a', 'b', 'c']);
    expect(stylesheetClasses(site)).toEqual(new Set(['card', 'title', 'unused', 'a', 'b', 'menu', 'field']));
  });

  it("adds the islands' classes only to a page with an island", () => {
    const islands = () => new Set(['unused']);
    expect(pageStylesheets(site, '<div class="card"></div>', islands).inline).not.toContain('.unused');
    expect(pageStylesheets(site, '<div class="card" data-island="demo-form"></div>', islands).inline).toContain('.unused{color:red}');
  });

  it('finds the late part: the marked element to its own end tag, past elements of its kind nested in it', () => {
    const markup = '<main><section class="card">a</section><section data-late-styles="" class="a"><section class="b">x</section><p class="title">y</p></section><footer class="title"></footer></main>';
    const part = latePart(markup)!;
    expect(markup.slice(part.start, part.end)).toBe('<section data-late-styles="" class="a"><section class="b">x</section><p class="title">y</p></section>');
    expect(latePart('<main class="card"></main>')).toBeNull();
    expect(() => latePart('<div data-late-styles=""><div></div>')).toThrow(/no end/);
  });

  it("leaves a late part's own rules out of the inline stylesheet; its stylesheet is the page's whole, in the site's order", () => {
    const islands = () => new Set(['field']);
    const markup = '<div class="card"><p class="title">t</p></div><section data-late-styles="" class="a" data-island="demo-form"><p class="b">x</p></section>';
    const styles = pageStylesheets(site, markup, islands);
    expect(styles.inline).toContain('.card .title{font-weight:700}');
    expect(styles.inline).not.toContain('gap:1px');
    expect(styles.inline).not.toContain('.field:not');
    expect(styles.late).toBe(pruneStylesheet(site, new Set(['card', 'title', 'a', 'b', 'field'])));
    expect(styles.lateAt).toBe(markup.indexOf('<section'));
    expect(pageStylesheets(site, '<div class="card"></div>', islands).late).toBeNull();
  });
});
