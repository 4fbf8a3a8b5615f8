import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusOnNavigate } from '../../host-demo/site/layout/use-focus-on-navigate';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Shell({ path }: { path: string }) {
  useFocusOnNavigate(path);
  return null;
}

let root: Root | null = null;

/** A page as the site draws it: the header's link the player used, and <main> holding the page's element. */
function page(): { link: HTMLAnchorElement; main: HTMLElement; show: (path: string) => void } {
  document.body.innerHTML = '<header><a href="/results">Results</a></header><main id="main" tabindex="-1"></main><div id="shell"></div>';
  root = createRoot(document.getElementById('shell')!);
  const show = (path: string) => act(() => root!.render(<Shell path={path} />));
  return { link: document.querySelector('a')!, main: document.querySelector('main')!, show };
}

/** The new page's element arrives later (loaded on demand), its heading inside its shadow root. */
function elementWithHeading(main: HTMLElement, title: string): HTMLElement {
  const host = document.createElement('nl-results');
  host.attachShadow({ mode: 'open' }).innerHTML = `<section><h1>${title}</h1><button>Filter</button></section>`;
  main.append(host);
  return host.shadowRoot!.querySelector('h1')!;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(probe: () => boolean, ms = 3000): Promise<void> {
  const start = Date.now();
  while (!probe()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await wait(20);
  }
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('focus after a page change', () => {
  it("moves to the new page's heading once its element has drawn it, not staying on the link or falling to <body>", async () => {
    const { link, main, show } = page();
    show('/');
    link.focus();
    show('/results');
    await wait(150);
    const heading = elementWithHeading(main, 'Results');
    await until(() => heading.getRootNode() instanceof ShadowRoot && (heading.getRootNode() as ShadowRoot).activeElement === heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement!.localName).toBe('nl-results');
  });

  it('leaves focus alone on the first page the player opened', async () => {
    const { link, main, show } = page();
    elementWithHeading(main, 'Home');
    link.focus();
    show('/');
    await wait(150);
    expect(document.activeElement).toBe(link);
  });

  it('leaves focus in a dialog that opened meanwhile', async () => {
    const { main, show } = page();
    show('/');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.innerHTML = '<button>I agree</button>';
    document.body.append(dialog);
    const agree = dialog.querySelector('button')!;
    agree.focus();
    show('/account/deposit');
    elementWithHeading(main, 'Deposit');
    await wait(300);
    expect(document.activeElement).toBe(agree);
  });
});
