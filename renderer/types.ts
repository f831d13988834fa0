import type { Locale, PageKey } from '../content/locales';

/** What a template is rendering: a page of the route table, or the not-found page. */
export type Template = PageKey | 'notFound';

declare global {
  namespace Vike {
    interface PageContext {
      Page: () => React.ReactNode;
      /** Set by +onBeforeRoute (or +onPrerenderStart) from the route table. */
      locale: Locale;
      /** The page of the route table; null for a path no page has (the not-found page). */
      pageKey: PageKey | null;
    }
    interface Config {
      Layout?: (props: { children: React.ReactNode }) => React.ReactNode;
    }
  }
}

export interface PageIdentity {
  locale: Locale;
  template: Template;
}
