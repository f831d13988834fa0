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

/** Two columns from desktop width (the lists of names across both), beside what every plan includes. */
export const list = style({
  display: 'grid',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

// The label runs into its sentence (a line saved per row); a long product name or a bracketed placeholder still wraps.
export const row = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const wideRow = style([row, { gridColumn: '1 / -1' }]);

export const label = style({ display: 'inline', fontWeight: vars.font.weightBold, color: vars.color.ink });

export const text = style({ display: 'inline', margin: 0, color: vars.color.inkMuted });
