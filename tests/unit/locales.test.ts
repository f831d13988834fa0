import { describe, expect, it } from 'vitest';
import { localeOfPath, locales, matchRoute, notFoundPathFor, pageKeys, routeFor, routes } from '../../content/locales';

describe('route table', () => {
  it('gives every page a path in every language, all distinct', () => {
    expect(routes).toHaveLength(locales.length * pageKeys.length);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('keeps fr unprefixed and prefixes the other languages', () => {
    expect(routeFor('home', 'fr')).toBe('/');
    expect(routeFor('home', 'en')).toBe('/en');
    expect(routeFor('useCases', 'fr')).toBe('/case-studies');
    expect(routeFor('useCases', 'it')).toBe('/it/case-studies');
    expect(routeFor('pricing', 'es')).toBe('/es/pricing');
  });

  it('puts legal notices at /mentions-legales in fr and /<lang>/legal-notices elsewhere', () => {
    expect(routeFor('legal', 'fr')).toBe('/mentions-legales');
    expect(routeFor('legal', 'de')).toBe('/de/legal-notices');
    expect(routeFor('legal', 'en')).toBe('/en/legal-notices');
  });

  it('matches a path with or without a trailing slash', () => {
    expect(matchRoute('/en')).toEqual({ page: 'home', locale: 'en', path: '/en' });
    expect(matchRoute('/en/')).toEqual({ page: 'home', locale: 'en', path: '/en' });
    expect(matchRoute('/de/contact/')).toEqual({ page: 'contact', locale: 'de', path: '/de/contact' });
    expect(matchRoute('/')).toEqual({ page: 'home', locale: 'fr', path: '/' });
  });

  it('matches no page for unknown paths, nor for another language’s slug', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/en/mentions-legales')).toBeNull();
    expect(matchRoute('/legal-notices')).toBeNull();
    expect(matchRoute('/useCases')).toBeNull();
  });

  it('finds the language of any path by its prefix, fr by default', () => {
    expect(localeOfPath('/de/unknown/page')).toBe('de');
    expect(localeOfPath('/unknown')).toBe('fr');
    expect(localeOfPath('/english')).toBe('fr');
    expect(notFoundPathFor('it')).toBe('/it/404');
    expect(notFoundPathFor('fr')).toBe('/404');
  });
});
