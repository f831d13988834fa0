import type { ReactNode } from 'react';
import * as styles from './EmailAddress.css';

/**
 * An e-mail address that wraps, where it must, after its `@`: the domain is one box, moved whole to
 * the next line (a reader took "ugc-studio" over ".example", then "ugc-" over "studio.example", for
 * parts of two addresses); only a domain wider than its column breaks inside, at the column's
 * overflow-wrap. It copies as it is. `children` (the sentence's closing stop) stay with the domain.
 */
export function EmailAddress({ email, children }: { email: string; children?: ReactNode }) {
  const at = email.lastIndexOf('@') + 1;
  // One inline run (a flex link would lay its parts side by side).
  return (
    <span className={styles.emailText}>
      {email.slice(0, at)}
      <span className={styles.domain}>
        {email.slice(at)}
        {children}
      </span>
    </span>
  );
}
