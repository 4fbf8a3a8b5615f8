import sanitizeHtml from 'sanitize-html';

/**
 * What article HTML may hold: structure and text only. No script, style, iframe, form or media
 * beyond images of this site; no attribute but the few listed (no `on*` handler, no `style`, no
 * `class`), so the site's strict CSP (no inline script, no inline style) has nothing to refuse.
 */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'em', 'b', 'i', 'a', 'blockquote',
    'figure', 'figcaption', 'img', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Links: the web, e-mail and the hotline; relative paths of this site. No javascript:, data:,
  // vbscript: or any other scheme.
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  // Images only from this site (a relative path): the CSP's img-src is 'self', so anything else
  // would be a broken image, and a third-party image would tell that host who reads the page.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // A tag not on the list goes but its text stays; script, style, textarea, noscript and option
  // go with their contents.
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
};

/**
 * Article HTML made safe to store and to serve: only the tags and attributes of
 * {@link ARTICLE_HTML}, every URL checked (sanitize-html, built on htmlparser2). Runs when an
 * article is written (dev/article.ts, the seed) and again when it is answered (200021), so a row
 * edited by hand in SQL is served clean too.
 *
 * @example sanitiseArticleHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitiseArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML).trim();
}

/**
 * Plain text of a title, description or keyword list: every tag removed, entities kept as text.
 *
 * @example plainText('<b>Pick 3</b> rules') // 'Pick 3 rules'
 */
export function plainText(text: string): string {
  // sanitize-html escapes the text it keeps; the page shows these fields as text (never as HTML),
  // so they are stored unescaped: &lt; back to <, and &amp; last so '&amp;lt;' stays '&lt;'.
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
