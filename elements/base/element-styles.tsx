import { useInsertionEffect, useState } from 'react';
import { useHost } from './hooks';

/**
 * A component's CSS inside its element's shadow root, as a constructable stylesheet
 * (`adoptedStyleSheets`) rather than a `<style>` element: a partner page whose CSP says
 * `style-src 'self'` blocks `<style>` text, and does not block an adopted sheet, so the elements
 * keep their look under it (README, Embed an element). One sheet per distinct CSS text serves
 * every element on the page, and a sheet stays adopted while any component of that root uses it.
 * Where a root cannot adopt sheets (a component rendered without an element, NlProvider; an
 * old browser) it falls back to a `<style>` element.
 *
 * @example return <><ElementStyles css={FORM_STYLES + ACCOUNT_STYLES} /><form>…</form></>;
 */
export function ElementStyles({ css }: { css: string }) {
  const host = useHost();
  const root = adoptingRoot(host);
  // Render order (a parent before its children, siblings in order) is the order their <style>
  // elements had in the tree; the sheets keep it, so the cascade is unchanged. Insertion
  // effects alone run children first.
  const [order] = useState(() => ++renders);
  useInsertionEffect(() => (root ? adopt(root, css, order) : undefined), [root, css, order]);
  return root ? null : <style>{css}</style>;
}

/** A root that can adopt the sheet: the element's shadow root, when the browser has constructable sheets. */
function adoptingRoot(host: EventTarget): ShadowRoot | null {
  const root = (host as Partial<Element>).shadowRoot;
  return root && 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype ? root : null;
}

let renders = 0;
const sheets = new Map<string, CSSStyleSheet>();
/** Per root: each adopted sheet, how many components use it, and the earliest of their render orders. */
const users = new WeakMap<ShadowRoot, Map<CSSStyleSheet, { count: number; order: number }>>();

/** Adopts the sheet of `css` into `root` (once, however many components use it) in render order, and answers its release. */
function adopt(root: ShadowRoot, css: string, order: number): () => void {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  const adopted = sheet;
  const used = users.get(root) ?? new Map<CSSStyleSheet, { count: number; order: number }>();
  users.set(root, used);
  const entry = used.get(adopted) ?? { count: 0, order };
  used.set(adopted, { count: entry.count + 1, order: Math.min(entry.order, order) });
  const apply = () => (root.adoptedStyleSheets = [...used.entries()].sort((a, b) => a[1].order - b[1].order).map(([s]) => s));
  apply();
  return () => {
    const now = used.get(adopted);
    if (now && now.count > 1) return void used.set(adopted, { ...now, count: now.count - 1 });
    used.delete(adopted);
    apply();
  };
}
