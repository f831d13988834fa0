import { useHref } from '../../renderer/links';
import { usePage } from '../../renderer/usePage';
import { container } from '../../renderer/utilities.css';
import type { PageKey } from '../../content/locales';
import type { HeaderContent } from '../../schema/site-content';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Icon } from '../Icon/Icon';
import { Logo } from '../Logo/Logo';
import * as styles from './Header.css';

const menuId = 'site-menu';

interface NavItem {
  label: keyof HeaderContent['links'];
  page: PageKey;
  hash?: string;
}

/** The home page links to its own sections; every other page to the other pages. */
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
        <button type="button" className={styles.menuButton} popoverTarget={menuId} aria-controls={menuId}>
          <Icon name="menu" />
          <span className={styles.menuLabel}>{text.menuOpen}</span>
        </button>
        <nav id={menuId} className={styles.nav} popover="auto" aria-label={text.navLabel}>
          <button type="button" className={styles.closeButton} popoverTarget={menuId} popoverTargetAction="hide">
            <Icon name="x" />
            {text.menuClose}
          </button>
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
          <ButtonLink href={href('contact')}>{text.demoButton}</ButtonLink>
        </nav>
      </div>
    </header>
  );
}
