import type { CSSProperties } from 'react';

/** Page-level layout of the reference site; elements style themselves inside their shadow roots. */
const styles = {
  page: { maxInlineSize: 1200, marginInline: 'auto', paddingInline: 16, paddingBlock: 24 } satisfies CSSProperties,
  /** An element page's box (pages/element-page.tsx); also that of an element shown above it (app.tsx `beside`). */
  elementPage: { maxInlineSize: 1200, marginInline: 'auto', paddingInline: 'clamp(4px, 4vw - 8px, 16px)', paddingBlock: 24 } satisfies CSSProperties,
  hero: {
    background: 'linear-gradient(135deg, #14183a 0%, #2b3270 60%, #c9a227 140%)', color: '#fff', borderRadius: 16,
    paddingBlock: 32, paddingInline: 24, marginBlockEnd: 32,
  } satisfies CSSProperties,
  heroKicker: { margin: 0, color: '#f2d675', fontWeight: 600, letterSpacing: '0.04em' } satisfies CSSProperties,
  heroTitle: { marginBlock: '8px 12px', fontSize: 'clamp(1.5rem, 4vw, 2.5rem)', lineHeight: 1.2 } satisfies CSSProperties,
  heroAmount: { color: '#f2d675', whiteSpace: 'nowrap' } satisfies CSSProperties,
  heroText: { margin: 0, maxInlineSize: 620, opacity: 0.9 } satisfies CSSProperties,
  section: { marginBlockEnd: 40 } satisfies CSSProperties,
  moreLink: { textAlign: 'end', marginBlock: '12px 0' } satisfies CSSProperties,
  pageTitle: { fontSize: '1.75rem', marginBlock: '0 16px' } satisfies CSSProperties,
  link: { color: '#2b3270', fontWeight: 600 } satisfies CSSProperties,
  notAvailable: { maxInlineSize: 620, marginInline: 'auto', paddingBlock: 48, textAlign: 'center' } satisfies CSSProperties,
  // The hero's gold is too light on the page background (1.3:1); a darker gold reads (5.7:1).
  notAvailableKicker: { margin: 0, color: '#7a5c00', fontWeight: 600, letterSpacing: '0.04em' } satisfies CSSProperties,
  chips: { display: 'flex', flexWrap: 'wrap', gap: 8, marginBlockEnd: 24 } satisfies CSSProperties,
  chip: (active: boolean): CSSProperties => ({
    paddingBlock: 6, paddingInline: 14, borderRadius: 999, textDecoration: 'none', fontSize: '0.9rem',
    background: active ? '#14183a' : '#fff', color: active ? '#fff' : '#14183a', border: '1px solid #d8dcf0',
  }),
};

export default styles;
