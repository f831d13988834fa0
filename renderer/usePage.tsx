/** What every template reads: the language, the template and its already-validated content. */
import { createContext, useContext, type ReactNode } from 'react';
import type { SiteContent } from '../schema/site-content';
import type { PageIdentity } from './types';

export interface PageData extends PageIdentity {
  content: SiteContent;
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
