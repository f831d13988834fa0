import { locales, routeFor } from '../../content/locales';
import { contentFor } from '../../content/index';
import { usePage } from '../../renderer/usePage';
import { Icon } from '../Icon/Icon';
import * as styles from './LanguageSwitcher.css';

const listId = 'language-list';
const stateId = 'language-state';

/**
 * Links to the same page in every language, each named in its own language; the current one is marked.
 * It lives in the header's menu: on phones a row of languages at the end of the menu's sheet; on wide
 * screens a compact button in the bar (the current language's code) that shows the list under it.
 * As in the menu, the button toggles an empty popover that only holds the open state (no JavaScript),
 * and a tap on a language, outside that popover, light-dismisses it.
 */
export function LanguageSwitcher() {
  const { content, locale: current, template } = usePage();
  const label = content.common.header.languageLabel;
  return (
    <div className={styles.switcher}>
      <button type="button" className={styles.toggle} popoverTarget={stateId} aria-controls={listId}>
        <Icon name="globe" size="sm" />
        <span className={styles.toggleLabel}>{label}</span>
        {current.toUpperCase()}
      </button>
      <div id={stateId} className={styles.state} popover="auto" />
      <nav id={listId} className={styles.languages} aria-label={label}>
        <ul className={styles.list}>
          {locales.map((locale) => (
            <li key={locale}>
              <a
                className={styles.link}
                // The not-found page has no twin in other languages: offer their home pages.
                href={routeFor(template === 'notFound' ? 'home' : template, locale)}
                hrefLang={locale}
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
              >
                {contentFor(locale).common.languageName}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
