import { createElement, type ReactNode } from 'react';
import { NavLink } from '../../base/nav-link';

/** Tags an article may render: the server's sanitiser allows these and no others (domains/content/sanitise-html.ts). */
const TAGS = new Set([
  'h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'em', 'b', 'i', 'a', 'blockquote',
  'figure', 'figcaption', 'img', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td',
]);
/** Elements whose text is never shown, even when the server let one through. */
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'textarea', 'svg', 'math']);
const EXTERNAL_HREF = /^(https?:\/\/|mailto:|tel:)/i;
/** A path on this site: one slash, not two (`//host` is another site). */
const SITE_PATH = /^\/(?!\/)/;

/**
 * Article HTML as React elements, never as markup: the text is parsed into an inert template
 * (nothing in it runs or loads) and rebuilt from an allow-list of tags and attributes, so even
 * HTML that skipped the server's sanitiser cannot run script or take style, and the page keeps
 * its strict CSP. Links on this site route through the host (`nl-navigate-request`); others open
 * in a new window.
 *
 * @example <ArticleHtml html="<p>Hello <a href='/faq'>FAQ</a></p>" />
 */
export function ArticleHtml({ html }: { html: string }) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return <>{Array.from(template.content.childNodes, (node, i) => toReact(node, String(i)))}</>;
}

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, i) => toReact(child, `${key}.${i}`));
  // An unknown tag keeps its text, as the sanitiser does.
  if (!TAGS.has(tag)) return <span key={key}>{children}</span>;
  if (tag === 'a') {
    const href = (element.getAttribute('href') ?? '').trim();
    if (SITE_PATH.test(href)) return <NavLink key={key} path={href} className="nl-link">{children}</NavLink>;
    if (EXTERNAL_HREF.test(href)) {
      const web = /^https?:/i.test(href);
      return (
        <a key={key} className="nl-link" href={href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      );
    }
    return <span key={key}>{children}</span>;
  }
  if (tag === 'img') {
    const src = (element.getAttribute('src') ?? '').trim();
    if (!SITE_PATH.test(src)) return null;
    const size = (name: string) => (/^\d{1,4}$/.test(element.getAttribute(name) ?? '') ? Number(element.getAttribute(name)) : undefined);
    return <img key={key} src={src} alt={element.getAttribute('alt') ?? ''} width={size('width')} height={size('height')} loading="lazy" decoding="async" />;
  }
  const props: Record<string, unknown> = { key };
  if (tag === 'th' && /^(col|row)$/.test(element.getAttribute('scope') ?? '')) props.scope = element.getAttribute('scope');
  if (tag === 'th' || tag === 'td') {
    for (const name of ['colspan', 'rowspan'] as const) {
      const value = element.getAttribute(name);
      if (value && /^\d{1,2}$/.test(value)) props[name === 'colspan' ? 'colSpan' : 'rowSpan'] = Number(value);
    }
  }
  // A wide table scrolls inside its own box instead of widening the page at 390 px.
  if (tag === 'table') return <div key={key} className="article-table" tabIndex={0} role="region" aria-label={element.querySelector('caption')?.textContent ?? undefined}>{createElement(tag, { ...props, key: undefined }, children.length ? children : undefined)}</div>;
  if (tag === 'br' || tag === 'hr') return createElement(tag, props);
  return createElement(tag, props, children.length ? children : undefined);
}
