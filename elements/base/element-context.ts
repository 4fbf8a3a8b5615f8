import { createContext } from 'react';
import type { NlClient } from '../../sdk';

/** The SDK client of the element being rendered. */
export const ClientContext = createContext<NlClient | null>(null);

/**
 * The element (or other event target) that `nl-*` events are dispatched on. Inside an element it
 * is the custom element itself, so events leave the shadow root from the element.
 */
export const HostContext = createContext<EventTarget | null>(null);
