import { style } from '@vanilla-extract/css';

/** An e-mail address's text: one inline run that takes its link's underline on to its domain. */
export const emailText = style({ textDecoration: 'inherit' });

/**
 * An e-mail address's domain: one box on a line of its own when the address must wrap, broken inside
 * only when wider than the line. A link's underline does not reach into an inline-block: it draws its
 * own, inherited through `emailText`.
 */
export const domain = style({ display: 'inline-block', textDecoration: 'inherit' });
