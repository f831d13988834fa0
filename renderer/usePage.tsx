/** What every template reads: the language, the template and its already-validated content. */
import { createContext, useContext, type ReactNode } from 'react';
import type { SiteContent } from '../schema/site-content';
import type { PageIdentity } from './types';

export interface PageData extends PageIdentity {
  content: SiteContent;
  /** The URL of the islands' script (pages/islands/+client.ts) as the browser loads it: built, or served by Vite in development. */
  islandsScript: string;
}

const PageDataContext = createContext<PageData | null>(null);

export function PageDataProvider({ value, children }: { value: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

export function usePage(): PageData {
  const value = useContext(PageDataContext);
  if (!value) throw new Error('usePage() is used outside of a rendered page');
  return value;
}
