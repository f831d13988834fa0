/** The first screen's cut counts the HTML's start tags as the parser does (tests/fixtures/first-screen.ts). */
import { expect, it } from 'vitest';
import { startTagOffset } from '../fixtures/first-screen';

const html =
  '<!DOCTYPE html><html lang="fr"><head><!-- <b> --><style>a>b{color:red}</style><script type="application/ld+json">{"a":"<p>"}</script></head>' +
  '<body><header><a href="/">x</a></header><main><p>one<br>two</p></main></body></html>';

it('counts element start tags in document order, skipping comments, the doctype and the text of style and script', () => {
  const names = Array.from({ length: 11 }, (_, index) => startTagOffset(html, index)?.tag);
  expect(names).toEqual(['html', 'head', 'style', 'script', 'body', 'header', 'a', 'main', 'p', 'br', undefined]);
  expect(html.slice(startTagOffset(html, 7)!.offset)).toMatch(/^<main>/);
});
