/** Elements a keyboard user can reach with Tab. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements inside a container, in document order. */
export function focusableIn(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * The focused element as seen from inside a shadow root: `document.activeElement` would only
 * give the custom element itself.
 */
export function activeElementOf(node: Node): HTMLElement | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return (root.activeElement as HTMLElement | null) ?? null;
}

/** The element one level up, stepping out of a shadow root to its host. */
function parentAcross(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** Whether the element, or anything around it up to the document (across shadow roots), is inert. */
export function isInert(element: Element): boolean {
  for (let node: Element | null = element; node; node = parentAcross(node)) if ((node as HTMLElement).inert) return true;
  return false;
}

/** The first element matching `selector` under `root`, looking into open shadow roots too. */
export function deepQuery<T extends Element = HTMLElement>(root: ParentNode, selector: string): T | null {
  const direct = root.querySelector<T>(selector);
  if (direct) return direct;
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (!element.shadowRoot) continue;
    const found = deepQuery<T>(element.shadowRoot, selector);
    if (found) return found;
  }
  return null;
}

/**
 * Moves focus to the page's heading (the first `<h1>` of `<main>`, inside an element's shadow
 * root too), else to `<main>` itself: where a keyboard or screen-reader user expects to be after
 * a page change or after a dialog that nothing on the page opened. Returns the element focused.
 *
 * @example focusPageHeading(document); // after the router showed a new page
 */
export function focusPageHeading(doc: Document): HTMLElement | null {
  const main = doc.querySelector<HTMLElement>('main');
  if (!main) return null;
  const heading = deepQuery<HTMLElement>(main, 'h1');
  const target = heading && !isInert(heading) ? heading : main;
  // A heading is not focusable by itself: tabindex -1 lets a script focus it without adding a Tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
  return target;
}

/**
 * Focus handler for a row that scrolls sideways (the home page's game rows, the phone's account
 * menu strip): scrolls the focused item (its `<li>`, else the element itself) fully into view.
 * The browser's own scroll on focus brings only part of the item in, in Arabic on a phone notably,
 * leaving the focused card half off-screen. `nearest` moves nothing when it already shows.
 *
 * @example <ul className="card-row" onFocus={revealFocused}>…</ul>
 */
export function revealFocused(event: { target: EventTarget | null }): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const item = target.closest('li') ?? target;
  item.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}
