/**
 * Every figure says what it measures: among whom, when, and against what (content/facts.ts
 * `statisticClaims`, and their sources in the example facts, which rehearse the launch). Two figures
 * of one quantity never read as one claim: their populations or periods differ, so the line under
 * each label differs, in every language.
 */
import { describe, expect, it } from 'vitest';
import { statisticClaims, type StatFact, type StatSource } from '../../content/facts';
import { exampleSources } from '../../content/facts.example';
import { formatStatScope } from '../../content/format';
import { contentFor } from '../../content/index';
import { translatedLocales } from '../../content/locales';
import type { StatKey } from '../../schema/site-content';

/** A count ("50+ brands") is its own population; every share or change is measured on one. */
const isCount = (figure: StatFact) => figure.kind === 'atLeast' && figure.unit === undefined;
/** A figure that states a change ("+115 %", "3×") has something it is compared with. */
const isChange = (figure: StatFact) => (figure.kind === 'percent' && figure.signed === true) || figure.kind === 'multiplier';

const claims = Object.entries(statisticClaims) as [StatKey, (typeof statisticClaims)[StatKey]][];
const sourceOf = (key: StatKey): StatSource => exampleSources[key];

describe('statistics, as the launch states them (example facts)', () => {
  it('every share and every change names its population', () => {
    const without = claims.filter(([key, { figure }]) => !isCount(figure) && sourceOf(key).population === undefined).map(([key]) => key);
    expect(without).toEqual([]);
  });

  it('every change names what it is compared with: an earlier period or a stated baseline', () => {
    const without = claims.filter(([key, { figure }]) => isChange(figure) && !sourceOf(key).baseline && !sourceOf(key).comparedWith).map(([key]) => key);
    expect(without).toEqual([]);
  });

  it('a before/after figure compares like with like: the same months a year earlier (no sales season on one side only)', () => {
    const yearEarlier = (period: string) => period.replace(/\d{4}/g, (year) => String(Number(year) - 1));
    const mismatched = claims
      .filter(([key]) => sourceOf(key).baseline !== undefined)
      .filter(([key]) => sourceOf(key).baseline !== yearEarlier(sourceOf(key).when))
      .map(([key]) => `${key}: ${sourceOf(key).when} against ${sourceOf(key).baseline}`);
    expect(mismatched).toEqual([]);
  });

  it.each(translatedLocales)('%s: two figures of one quantity are told apart by what they were measured on', (locale) => {
    const formats = contentFor(locale).common.formats;
    const byQuantity = new Map<string, typeof claims>();
    for (const claim of claims) byQuantity.set(claim[1].measures, [...(byQuantity.get(claim[1].measures) ?? []), claim]);
    for (const [quantity, group] of byQuantity) {
      const scopes = group.map(([key]) => formatStatScope(sourceOf(key), locale, formats));
      expect(new Set(scopes).size, `${quantity}: ${group.map(([key]) => key).join(', ')}`).toBe(group.length);
    }
  });
});
