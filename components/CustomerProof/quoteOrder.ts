import type { Customer, CustomerQuote } from '../../content/fact-types';

export type QuotedCustomer = Customer & { quote: CustomerQuote };

/**
 * The quoted customers in the order the proof sections take them (`quoteAt`): those who said their
 * quote in the page's language first, so that a visitor meets a customer of their own market before
 * a translated one; then the others. Each group keeps the facts' order.
 */
export function quotedInOrder(customers: readonly Customer[], language: string): QuotedCustomer[] {
  const quoted = customers.filter((customer): customer is QuotedCustomer => customer.quote !== undefined);
  return [...quoted.filter((customer) => customer.quote.lang === language), ...quoted.filter((customer) => customer.quote.lang !== language)];
}
