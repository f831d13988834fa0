/**
 * XLIFF 2.0 for one language (OASIS, urn:oasis:names:tc:xliff:document:2.0), as CAT tools and
 * translation management systems read it: one <unit> per string (`id` the path made a valid
 * NMTOKEN, `name` the path itself), <notes> (what the key is for, where it is shown, the previous
 * fr text), <segment state>, `{placeholders}` as <ph> elements the tools protect, and length limits
 * through the Size and Length Restriction module. Read back with fast-xml-parser.
 */
import { XMLParser } from 'fast-xml-parser';
import { placeholderPattern } from '../../content/format';
import { defaultLocale } from '../../content/locales';
import type { ExchangeFile, ImportedUnit, TranslationUnit, UnitState } from './units';

const xliffNamespace = 'urn:oasis:names:tc:xliff:document:2.0';
const sizeNamespace = 'urn:oasis:names:tc:xliff:sizerestriction:2.0';
const states: readonly UnitState[] = ['initial', 'translated', 'reviewed', 'final'];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `pricing.plans[1].cta` -> `pricing.plans.1.cta`: brackets are not allowed in an XLIFF id. */
export function unitIdOf(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1');
}

/** Text with each `{name}` as <ph id="ph-name" disp="{name}" equiv="{name}"/> (ids unique in the segment). */
function inline(text: string): string {
  const seen = new Map<string, number>();
  let result = '';
  let last = 0;
  for (const match of text.matchAll(new RegExp(placeholderPattern.source, 'g'))) {
    const name = match[1]!;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    const id = count === 1 ? `ph-${name}` : `ph-${name}-${count}`;
    result += `${escapeXml(text.slice(last, match.index))}<ph id="${id}" disp="{${name}}" equiv="{${name}}"/>`;
    last = match.index + match[0].length;
  }
  return result + escapeXml(text.slice(last));
}

export function writeXliff(locale: string, units: readonly TranslationUnit[], original: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${xliffNamespace}" xmlns:slr="${sizeNamespace}" version="2.0" srcLang="${defaultLocale}" trgLang="${locale}">`,
    `  <file id="content" original="${escapeXml(original)}">`,
    '    <slr:profiles generalProfile="xliff:codepoints"/>',
  ];
  for (const unit of units) {
    const size = unit.maxLength !== undefined ? ` slr:sizeRestriction="${unit.maxLength}"` : '';
    lines.push(`    <unit id="${unitIdOf(unit.path)}" name="${escapeXml(unit.path)}"${size}>`, '      <notes>');
    if (unit.note) lines.push(`        <note category="description">${escapeXml(unit.note)}</note>`);
    lines.push(`        <note category="location">${escapeXml(unit.location)}</note>`);
    if (unit.maxLength !== undefined) lines.push(`        <note category="length">At most ${unit.maxLength} characters.</note>`);
    if (unit.previousSource !== undefined) lines.push(`        <note category="previous-source">${escapeXml(unit.previousSource)}</note>`);
    lines.push('      </notes>', `      <segment state="${unit.state}">`, `        <source>${inline(unit.source)}</source>`);
    if (unit.target !== undefined) lines.push(`        <target>${inline(unit.target)}</target>`);
    lines.push('      </segment>', '    </unit>');
  }
  lines.push('  </file>', '</xliff>', '');
  return lines.join('\n');
}

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
});

function tagOf(node: Ordered): string {
  return Object.keys(node).find((key) => key !== ':@')!;
}

function childrenOf(node: Ordered | undefined): Ordered[] {
  if (!node) return [];
  return (node[tagOf(node)] as Ordered[] | undefined) ?? [];
}

function find(nodes: readonly Ordered[], tag: string): Ordered[] {
  return nodes.filter((node) => tagOf(node) === tag);
}

/** The text of a <source> or <target>, each <ph> back to its `{name}` (from `disp`, `equiv` or the id). */
function textOf(node: Ordered | undefined): string | undefined {
  if (!node) return undefined;
  return childrenOf(node)
    .map((child) => {
      const tag = tagOf(child);
      if (tag === '#text') return String(child['#text']);
      if (tag === 'ph') {
        const attributes = child[':@'] ?? {};
        return attributes.disp ?? attributes.equiv ?? `{${(attributes.id ?? '').replace(/^ph-/, '').replace(/-\d+$/, '')}}`;
      }
      return textOf(child) ?? '';
    })
    .join('');
}

export function readXliff(text: string): ExchangeFile {
  const document = parser.parse(text) as Ordered[];
  const xliff = find(document, 'xliff')[0];
  const attributes = xliff?.[':@'] ?? {};
  if (!xliff || attributes.version !== '2.0') throw new Error('not an XLIFF 2.0 document (<xliff version="2.0">)');
  const units: ImportedUnit[] = [];
  const visit = (nodes: readonly Ordered[]) => {
    for (const node of nodes) {
      const tag = tagOf(node);
      if (tag === 'unit') {
        const unitAttributes = node[':@'] ?? {};
        const segment = find(childrenOf(node), 'segment')[0];
        const state = segment?.[':@']?.state ?? 'initial';
        units.push({
          id: unitAttributes.name ?? unitAttributes.id ?? '',
          source: textOf(find(childrenOf(segment), 'source')[0]) ?? '',
          target: textOf(find(childrenOf(segment), 'target')[0]),
          state: (states as readonly string[]).includes(state) ? (state as UnitState) : 'translated',
        });
      } else if (tag === 'file' || tag === 'group') visit(childrenOf(node));
    }
  };
  visit(childrenOf(xliff));
  return { sourceLocale: attributes.srcLang ?? '', locale: attributes.trgLang ?? '', units };
}
