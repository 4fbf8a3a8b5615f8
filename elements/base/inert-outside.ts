/** The element one level up, stepping out of a shadow root to its host. */
function parentOf(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * Makes the whole page but `element` inert (no focus, no clicks, hidden from assistive
 * technology), as a modal that covers the page needs: `aria-modal` alone lets Tab and a screen
 * reader's browse mode reach the page behind. Walks up from `element`, through shadow roots, to
 * `<body>`, and marks every sibling on the way; siblings added later (a host rendering on) are
 * marked too. Returns the undo, which clears only what it set.
 *
 * @example
 * useEffect(() => (open && ref.current ? inertOutside(ref.current) : undefined), [open]);
 */
export function inertOutside(element: Element): () => void {
  const marked = new Set<HTMLElement>();
  const mark = (sibling: Node, keep: Element) => {
    if (sibling === keep || !(sibling instanceof HTMLElement) || sibling.inert) return;
    sibling.inert = true;
    marked.add(sibling);
  };
  const observers: MutationObserver[] = [];
  for (let node: Element = element, parent = parentOf(node); parent; node = parent, parent = parentOf(node)) {
    const keep = node;
    // Inside a shadow root the siblings are the root's children, not the host's light DOM.
    const container: Node = node.parentElement ?? node.getRootNode();
    for (const sibling of Array.from(container.childNodes)) mark(sibling, keep);
    const observer = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach((added) => mark(added, keep))));
    observer.observe(container, { childList: true });
    observers.push(observer);
    if (parent === element.ownerDocument.body || parent === element.ownerDocument.documentElement) break;
  }
  return () => {
    observers.forEach((observer) => observer.disconnect());
    marked.forEach((sibling) => (sibling.inert = false));
  };
}
