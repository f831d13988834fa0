import type { ReactNode } from 'react';
// The brand face and its fallback (tooling/vite/brand-font.ts): their rules join the one stylesheet.
import 'virtual:brand-font.css';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { SkipLink, mainId } from '../SkipLink/SkipLink';
import * as styles from './Layout.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <Header />
      <main id={mainId} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
