import { useHref } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import { container } from '../../renderer/utilities.css';
import type { PageKey } from '../../content/locales';
import type { HeaderContent } from '../../schema/site-content';
import { Icon } from '../Icon/Icon';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import { Logo } from '../Logo/Logo';
import * as styles from './Header.css';

const menuId = 'site-menu';
const menuStateId = 'site-menu-state';

interface NavItem {
  label: keyof HeaderContent['links'];
  page: PageKey;
  hash?: string;
}

/**
 * The home page links to its own sections, then to use cases and pricing, as the spec lists them
 * (about is in the footer); every other page to the other pages.
 */
const homeNav: NavItem[] = [
  { label: 'features', page: 'home', hash: 'features' },
  { label: 'benefits', page: 'home', hash: 'benefits' },
  { label: 'howItWorks', page: 'home', hash: 'how-it-works' },
  { label: 'useCases', page: 'useCases' },
  { label: 'pricing', page: 'pricing' },
];

const pageNav: NavItem[] = [
  { label: 'home', page: 'home' },
  { label: 'useCases', page: 'useCases' },
  { label: 'pricing', page: 'pricing' },
  { label: 'about', page: 'about' },
  { label: 'support', page: 'support' },
  { label: 'contact', page: 'contact' },
];

/**
 * The sticky header, one bar on every page: logo, navigation, language switcher and the demo button,
 * which stays in the bar on every width; only the navigation's links differ on the home page.
 * On phones the menu button toggles an empty popover that only holds the open state (no JavaScript):
 * the navigation and the languages are shown beside it by CSS, outside the popover, so a tap on any
 * link (an in-page one too) is a tap outside the popover and light-dismisses it: the menu closes
 * after every link.
 */
export function Header() {
  const { content, template } = usePage();
  const href = useHref();
  const text = content.common.header;
  const items = template === 'home' ? homeNav : pageNav;
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.bar}`}>
        <a className={styles.logoLink} href={href('home')} aria-label={text.logoLabel}>
          <Logo />
        </a>
        <div className={styles.actions}>
          {/* On the demo page the form is the page: no button to where the visitor already is. */}
          {template === 'demo' ? null : (
            <a className={styles.demoButton} href={href('demo')}>
              <span className={styles.demoShort}>{text.demoButtonShort}</span>
              <span className={styles.demoFull}>{text.demoButton}</span>
            </a>
          )}
          <button type="button" className={styles.menuButton} popoverTarget={menuStateId} aria-controls={menuId}>
            <span className={styles.whenClosed}>
              <Icon name="menu" />
              <span className={styles.menuLabel}>{text.menuOpen}</span>
            </span>
            <span className={styles.whenOpen}>
              <Icon name="x" />
              <span className={styles.menuLabel}>{text.menuClose}</span>
            </span>
          </button>
          <div id={menuStateId} className={styles.menuState} popover="auto" />
        </div>
        <div id={menuId} className={styles.menu}>
          <nav aria-label={text.navLabel}>
            <ul className={styles.links}>
              {items.map((item) => (
                <li key={item.label}>
                  <a
                    className={styles.link}
                    href={href(item.page, item.hash)}
                    aria-current={!item.hash && item.page === template ? 'page' : undefined}
                  >
                    {text.links[item.label]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
