import { style } from '@vanilla-extract/css';
import { media, vars } from '../../renderer/theme.css';

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, fontSize: vars.font.sizeSm });

/** Set like the other group headings of the band it sits in ("Included in every plan"). */
export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
});

/** From tablet width a table of two columns: the labels, then each row's sentence, every row on one grid. */
export const list = style({
  display: 'grid',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
});

// On a phone the label runs into its sentence (a line saved per row); from tablet width the row's two
// cells sit in the list's columns. A long product name or a bracketed placeholder still wraps.
export const row = style({ minWidth: 0, overflowWrap: 'anywhere', '@media': { [media.tablet]: { display: 'contents' } } });

export const label = style({ display: 'inline', fontWeight: vars.font.weightBold, color: vars.color.ink, '@media': { [media.tablet]: { display: 'block' } } });

export const text = style({ display: 'inline', margin: 0, color: vars.color.inkMuted, '@media': { [media.tablet]: { display: 'block' } } });
