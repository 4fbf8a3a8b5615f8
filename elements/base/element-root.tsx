import { Component as ReactComponent, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { NlClient } from '../../sdk';
import { defaultClientStore } from './default-client';
import { ClientContext, HostContext } from './element-context';
import { ElementFrame } from './element-frame';
import { hostState } from './host-state';
import { useT } from './hooks';

const warned = new WeakSet<Element>();
const clientIds = new WeakMap<NlClient, number>();
let nextClientId = 1;

/** A stable number per client object, used as a React key so a new client starts a fresh tree. */
function clientKey(client: NlClient): number {
  let id = clientIds.get(client);
  if (id === undefined) {
    id = nextClientId++;
    clientIds.set(client, id);
  }
  return id;
}

/**
 * Wraps a feature component for r2wc: finds the host element from the shadow root r2wc passes as
 * `container`, and supplies the client (the element's own `client` property, else the page
 * default), the host for events, `dir`/`lang` and the shared styles. Property-only values set on
 * the element are passed as props.
 */
export function makeElementRoot<P extends object>(Component: ComponentType<P>): ComponentType<P & { container?: HTMLElement }> {
  function ElementRoot(props: P & { container?: HTMLElement }) {
    const { container, ...attributeProps } = props;
    const host = (container as unknown as ShadowRoot).host as HTMLElement;
    const state = hostState(host);
    const own = useSyncExternalStore(state.subscribe, state.getSnapshot, state.getSnapshot);
    const fallback = useSyncExternalStore(defaultClientStore.subscribe, defaultClientStore.getSnapshot, defaultClientStore.getSnapshot);
    const client = own.client ?? fallback;
    if (!client) {
      if (!warned.has(host)) {
        warned.add(host);
        console.warn(`<${host.localName}>: no SDK client yet. Set element.client = client, or call setDefaultClient(client) once for the page.`);
      }
      return null;
    }
    return (
      <ClientContext.Provider value={client}>
        <HostContext.Provider value={host}>
          <ElementFrame>
            <ElementErrorBoundary client={client} tag={host.localName}>
              <Component key={clientKey(client)} {...(attributeProps as P)} {...(own.properties as Partial<P>)} />
            </ElementErrorBoundary>
          </ElementFrame>
        </HostContext.Provider>
      </ClientContext.Provider>
    );
  }
  ElementRoot.displayName = `ElementRoot(${Component.displayName ?? Component.name ?? 'Component'})`;
  return ElementRoot;
}

/**
 * Catches what an element's component throws while rendering: the element shows a message with
 * Retry instead of going blank, and the error goes to the client's error reporter (off unless the
 * host passed one to `createClient`), its message scrubbed of personal data.
 */
class ElementErrorBoundary extends ReactComponent<{ client: NlClient; tag: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.client.reportError(error, this.props.tag);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // No `part`: the fallback belongs to no one element, so no element's manifest lists it.
    return <ElementFailed onRetry={() => this.setState({ failed: false })} />;
  }
}

/** The fallback of an element that threw: what happened and Retry, announced to screen readers. */
function ElementFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="nl-state nl-state-error" role="alert" data-state="error">
      <span>{t('common.elementFailed')}</span>
      <button type="button" className="nl-button nl-button-secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
