/**
 * Article text as paragraphs of plain text. Content-managed articles may hold HTML; it is read as
 * text (never inserted as markup), so nothing in an article can run in the page.
 *
 * @example toParagraphs('<p>One</p><p>Two</p>') // ['One', 'Two']
 */
export function toParagraphs(content: string): string[] {
  let text = content;
  if (/<[a-z!/]/i.test(content)) {
    // Block ends become line breaks before the markup is dropped, so paragraphs survive.
    const marked = content.replace(/<\s*br\s*\/?>/gi, '\n').replace(/<\/\s*(p|div|li|h[1-6]|tr|section|article)\s*>/gi, '\n');
    text = typeof DOMParser === 'undefined' ? marked.replace(/<[^>]*>/g, '') : (new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '');
  }
  return text
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
