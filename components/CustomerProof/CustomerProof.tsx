/**
 * Customer proof from content/facts.ts `customers`: a row of logos and one quote. Nothing at all
 * while no customer has given its permission (no empty band, no "trusted by" with no one).
 */
import { customers, type CustomerQuote } from '../../content/facts';
import { countryName } from '../../content/format';
import { defaultLocale, translatedLocales, type Locale, type TranslatedLocale } from '../../content/locales';
import logoSizes from 'virtual:customer-logos';
import { usePage } from '../../renderer/usePage';
import { container, plainList } from '../../renderer/utilities.css';
import * as styles from './CustomerProof.css';
import { quotedInOrder } from './quoteOrder';

/** The pseudo language reads the source language's alt text. */
function asTranslated(locale: Locale): TranslatedLocale {
  return (translatedLocales as readonly string[]).includes(locale) ? (locale as TranslatedLocale) : defaultLocale;
}

interface ShownQuote {
  text: string;
  role: string;
  lang: TranslatedLocale;
  /** A translation the customer approved, not the words as said. */
  translated?: boolean;
}

/** The quote in the page language where the customer approved a translation, else as it was said. */
function quoteFor(quote: CustomerQuote, locale: TranslatedLocale): ShownQuote {
  const translation = quote.lang === locale ? undefined : quote.translations?.[locale];
  return translation ? { ...translation, lang: locale, translated: true } : { text: quote.text, role: quote.role, lang: quote.lang };
}

/**
 * `band`: a full-width band of its own (home, use cases). `aside`: no band, sized for a column
 * beside a form (demo page) or beside a page's title (pricing). `quoteAt`: which quoted customer
 * this section shows (quoteOrder.ts, wrapping), so that each page quotes someone else.
 */
export function CustomerProof({ id, variant = 'band', quoteAt = 0 }: { id: string; variant?: keyof typeof styles.variant; quoteAt?: number }) {
  const { locale, content } = usePage();
  if (customers.length === 0) return null;
  const language = asTranslated(locale);
  const quotedCustomers = quotedInOrder(customers, language);
  const quoted = quotedCustomers.length > 0 ? quotedCustomers[quoteAt % quotedCustomers.length] : undefined;
  const titleId = `${id}-title`;
  return (
    <section id={id} className={styles.variant[variant]} aria-labelledby={titleId}>
      <div className={variant === 'aside' ? styles.body : `${container} ${styles.body}`}>
        <h2 id={titleId} className={styles.title}>
          {content.common.customers.title}
        </h2>
        <ul className={`${plainList} ${styles.logos}`} aria-label={content.common.customers.logosLabel}>
          {customers.map((customer) => (
            <li key={customer.id} className={styles.logo}>
              <img src={`/customers/${customer.logo.file}`} alt={customer.logo.alt[language] ?? customer.logo.alt.fr} {...logoSizes[customer.logo.file]} className={styles.logoImage} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
        {quoted ? (
          <Quote
            quote={quoteFor(quoted.quote, language)}
            person={quoted.quote.person}
            customer={quoted.name}
            country={{ name: countryName(quoted.countryCode, locale), lang: locale }}
          />
        ) : null}
      </div>
    </section>
  );
}

/**
 * The quote, then who said it: name, role and company, and the company's country (a reader knows a
 * translated voice from a local one); a translation says it is one.
 */
function Quote({ quote, person, customer, country }: { quote: ShownQuote; person: string; customer: string; country: { name: string; lang: Locale } }) {
  const { content } = usePage();
  return (
    <figure className={styles.quote} lang={quote.lang}>
      <blockquote className={styles.quoteText}>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className={styles.quoteBy}>
        <span className={styles.person}>{person}</span>
        <span>
          {`${quote.role}, ${customer}`}
          {/* The country in the page's language, which may not be the quote's. */}
          <span lang={country.lang === quote.lang ? undefined : country.lang}>{` · ${country.name}`}</span>
          {quote.translated ? ` · ${content.common.customers.translated}` : null}
        </span>
      </figcaption>
    </figure>
  );
}
