import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../renderer/theme.css';

/** A plain page header: the title and the intro, no marketing hero. */
export const header = style({
  paddingTop: vars.space.section,
  paddingBottom: vars.space.xl,
  background: `linear-gradient(180deg, ${vars.color.surfaceAlt} 0%, ${vars.color.surface} 100%)`,
});

export const headerInner = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({ fontSize: vars.font.sizeDisplay, fontWeight: vars.font.weightBold, textWrap: 'balance' });

export const intro = style({ fontSize: vars.font.sizeLg, color: vars.color.inkMuted });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

/** The table of contents: a quiet box of anchor links. */
export const toc = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const tocList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.inkMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const tocLink = style({
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
});

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

/** The personal-data points: numbered, each number in a brand circle. */
export const points = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  counterReset: 'point',
});

export const point = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.xl} minmax(0, 1fr)`,
  gap: vars.space.sm,
  alignItems: 'start',
  counterIncrement: 'point',
  selectors: {
    '&::before': {
      content: 'counter(point)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: vars.space.xl,
      height: vars.space.xl,
      borderRadius: vars.radius.pill,
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
      fontWeight: vars.font.weightBold,
      fontSize: vars.font.sizeSm,
      fontVariantNumeric: 'tabular-nums',
    },
  },
});

export const pointLead = style({ fontWeight: vars.font.weightMedium, color: vars.color.ink });

globalStyle(`${section} a`, { textUnderlineOffset: '0.2em' });
