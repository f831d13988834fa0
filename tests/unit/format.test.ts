import { describe, expect, it } from 'vitest';
import { stats } from '../../content/facts';
import { fillPlaceholders, formatStat } from '../../content/format';

// Intl inserts narrow no-break spaces in some languages; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatStat', () => {
  it('formats percentages per language, with a sign where the claim has one', () => {
    expect(plain(formatStat(stats.conversionLift, 'fr'))).toBe('+90 %');
    expect(formatStat(stats.conversionLift, 'en')).toBe('+90%');
    expect(plain(formatStat(stats.productionCost, 'de'))).toBe('-60 %');
    expect(formatStat(stats.legalCompliance, 'it')).toBe('99,9%');
    expect(formatStat(stats.legalCompliance, 'en')).toBe('99.9%');
  });

  it('formats counts compactly with a plus, ratios and multipliers', () => {
    expect(formatStat(stats.contentsProcessed, 'en')).toBe('10M+');
    expect(formatStat(stats.brands, 'fr')).toBe('50+');
    expect(formatStat(stats.ugcSeekers, 'es')).toBe('9/10');
    expect(formatStat(stats.addToCart, 'de')).toBe('3×');
  });
});

describe('fillPlaceholders', () => {
  it('fills facts, formatted for the language, and leaves the year ungrouped', () => {
    expect(fillPlaceholders('Sous {replyHours}h', 'fr', 2026)).toBe('Sous 24h');
    expect(plain(fillPlaceholders('{professionalMonthlyContent} contenus', 'fr', 2026))).toBe('10 000 contenus');
    expect(fillPlaceholders('{professionalMonthlyContent} pieces', 'en', 2026)).toBe('10,000 pieces');
    expect(fillPlaceholders('© {year} {brandName}, since {foundedYear}', 'de', 2026)).toBe('© 2026 UGC Studio, since 2019');
  });

  it('writes business hours with the language’s own day names', () => {
    expect(fillPlaceholders('{businessHours}', 'en', 2026)).toBe('Mon–Fri 09:00–18:00 CET');
    expect(fillPlaceholders('{businessHours}', 'fr', 2026)).toBe('lun.–ven. 09:00–18:00 CET');
    expect(fillPlaceholders('{businessHours}', 'de', 2026)).toBe('Mo–Fr 09:00–18:00 CET');
  });
});
