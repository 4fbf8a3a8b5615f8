/**
 * Registers `<nl-header>` alone (side effect on import; or call the exported
 * function).
 * @example import '@nl/lottery/elements/layout/header/define';
 */
import { defineElement } from '../../base/define-element';
import { Header } from './header';
import { HEADER_TAG, headerElementOptions, type NlHeaderElement } from './header-element';

/** Registers <nl-header>; safe to call again. Returns its class. */
export function defineHeader() {
  return defineElement(HEADER_TAG, Header, headerElementOptions);
}

defineHeader();

declare global {
  interface HTMLElementTagNameMap {
    'nl-header': NlHeaderElement;
  }
}
