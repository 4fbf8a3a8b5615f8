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
