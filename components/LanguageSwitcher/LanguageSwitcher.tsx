import { locales, routeFor } from '../../content/locales';
import { contentFor } from '../../content/index';
import { usePage } from '../../renderer/usePage';
import * as styles from './LanguageSwitcher.css';

/** Links to the same page in every language, each named in its own language; the current one is marked. */
export function LanguageSwitcher() {
  const { content, locale: current, template } = usePage();
  return (
    <nav aria-label={content.common.footer.languageLabel}>
      <ul className={styles.list}>
        {locales.map((locale) => {
          // The not-found page has no twin in other languages: offer their home pages.
          const href = routeFor(template === 'notFound' ? 'home' : template, locale);
          return (
            <li key={locale}>
              <a
                className={styles.link}
                href={href}
                hrefLang={locale}
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
              >
                {contentFor(locale).common.languageName}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
