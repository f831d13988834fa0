import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../renderer/theme.css';

const band = { paddingBlock: vars.space.xxl, background: vars.color.surface, borderBlock: `1px solid ${vars.color.border}` };

export const variant = styleVariants({
  band,
  aside: {},
});

export const body = style({});

export const title = style({ margin: 0, textAlign: 'center', fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, color: vars.color.inkMuted });

/** Logos wrap onto as many rows as the screen needs, never sideways. */
export const logos = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: `${vars.space.lg} ${vars.space.xxl}`,
  marginTop: vars.space.lg,
});

export const logo = style({ display: 'flex', alignItems: 'center', height: vars.size.logo });

/** One height for every logo; the width follows the SVG's own proportions (a logo narrowed by its cap keeps them: contain). */
export const logoImage = style({ height: '100%', width: 'auto', maxWidth: vars.layout.logoMaxWidth, objectFit: 'contain' });

// On a phone the band's logos stand two by two (one per row made a column of four, 250 px tall).
globalStyle(`${variant.band} ${logos}`, {
  '@media': { [media.phone]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', justifyItems: 'center', gap: `${vars.space.lg} ${vars.space.md}` } },
});
globalStyle(`${variant.band} ${logoImage}`, { '@media': { [media.phone]: { maxWidth: '100%' } } });

export const quote = style({ maxWidth: vars.layout.narrowWidth, margin: `${vars.space.xl} auto 0`, textAlign: 'center' });

export const quoteText = style({ margin: 0, fontSize: vars.font.sizeXl, lineHeight: vars.font.lineBody, color: vars.color.ink });

// The quotation marks of the quote's own language (the figure's lang): « » in French, „ “ in German.
globalStyle(`${quoteText} > p`, { margin: 0 });
globalStyle(`${quoteText} > p::before`, { content: 'open-quote' });
globalStyle(`${quoteText} > p::after`, { content: 'close-quote' });
// French sets its guillemets apart from the words with a narrow no-break space (« Nous … portées. »).
globalStyle(`${quoteText}:lang(fr) > p`, { quotes: '"«\u202f" "\u202f»"' });
// Spanish and Italian open with « » too, unspaced (Chromium's own marks for them are “ ”).
globalStyle(`${quoteText}:is(:lang(es), :lang(it)) > p`, { quotes: '"«" "»"' });

export const quoteBy = style({ display: 'flex', flexDirection: 'column', marginTop: vars.space.md, fontSize: vars.font.sizeSm, color: vars.color.inkMuted });

export const person = style({ fontWeight: vars.font.weightBold, color: vars.color.ink });

globalStyle(`${variant.aside} ${quoteText}`, { fontSize: vars.font.sizeSm });

// Beside a form or a title: the heading and the logos to the start, smaller, the quote under them.
globalStyle(`${variant.aside} :is(${title}, ${quote})`, { textAlign: 'start', marginInline: 0 });
globalStyle(`${variant.aside} ${logos}`, { justifyContent: 'flex-start', gap: `${vars.space.sm} ${vars.space.lg}`, marginTop: vars.space.sm });
globalStyle(`${variant.aside} ${logo}`, { height: vars.space.lg });
globalStyle(`${variant.aside} ${quote}`, { marginTop: vars.space.md });
