import { describe, expect, it } from 'vitest';
import { markupClasses, pageStylesheet, pruneStylesheet, stylesheetClasses } from '../../renderer/pageStylesheet';

const site =
  '@font-face{font-family:Brand;src:url(/a.woff2)}:root{--c:red;--d:var(--c);--unused:1px}body{margin:0;color:var(--d)}' +
  '.card{padding:1rem}.card .title{font-weight:700}.unused{color:red}.a,.b{gap:1px}' +
  '.menu:has(.panel:popover-open){inset:0}.field:not(.error){border:1px solid}' +
  '@media (min-width:48em){.unused{color:blue}.card{padding:2rem}}@media print{.unused{display:none}}';

describe('pageStylesheet', () => {
  it('keeps rules without classes, and those whose classes are all on the page', () => {
    const css = pruneStylesheet(site, new Set(['card', 'title', 'menu', 'field']));
    expect(css).toContain('@font-face{font-family:Brand');
    // A custom property stays when a kept rule reads it, even through another one (--d reads --c).
    expect(css).toContain(':root{--c:red;--d:var(--c)}body{margin:0;color:var(--d)}');
    expect(css).toContain('.card{padding:1rem}.card .title{font-weight:700}');
    expect(css).toContain('@media (min-width:48em){.card{padding:2rem}}');
    expect(css).not.toContain('unused');
    expect(css).not.toContain('@media print');
    // A class inside :has() or :not() need not be on the page.
    expect(css).toContain('.menu:has(.panel:popover-open){inset:0}');
    expect(css).toContain('.field:not(.error){border:1px solid}');
  });

  it('drops the custom properties that only removed rules read', () => {
    const css = pruneStylesheet(':root{--a:1px;--b:2px}.x{gap:var(--a)}.y{gap:var(--b)}', new Set(['x']));
    expect(css).toBe(':root{--a:1px}.x{gap:var(--a)}');
    expect(pruneStylesheet(':root{--a:1px}.y{gap:var(--a)}', new Set([]))).toBe('');
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
    expect(pageStylesheet(site, '<div class="card"></div>', islands)).not.toContain('.unused');
    expect(pageStylesheet(site, '<div class="card" data-island="demo-form"></div>', islands)).toContain('.unused{color:red}');
  });
});
