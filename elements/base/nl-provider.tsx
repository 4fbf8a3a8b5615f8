import type { ReactNode } from 'react';
import type { NlClient } from '../../sdk';
import { ClientContext, HostContext } from './element-context';
import { ElementFrame } from './element-frame';

/**
 * Renders the element components directly in a React host, without custom elements.
 *
 * @param client the SDK client the components use
 * @param host where `nl-*` events are dispatched; default the document
 * @example <NlProvider client={client}><Results lotteryTypes="72,92" /></NlProvider>
 */
export function NlProvider({ client, host, children }: { client: NlClient; host?: EventTarget; children: ReactNode }) {
  return (
    <ClientContext.Provider value={client}>
      <HostContext.Provider value={host ?? null}>
        <ElementFrame>{children}</ElementFrame>
      </HostContext.Provider>
    </ClientContext.Provider>
  );
}
