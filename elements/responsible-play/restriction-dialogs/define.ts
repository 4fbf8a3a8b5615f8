/**
 * Registers `<nl-restriction-dialogs>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/responsible-play/restriction-dialogs/define';
 */
import { defineElement } from '../../base/define-element';
import { RestrictionDialogs } from './restriction-dialogs';
import { RESTRICTION_DIALOGS_TAG, restrictionDialogsElementOptions, type NlRestrictionDialogsElement } from './restriction-dialogs-element';

/** Registers <nl-restriction-dialogs>; safe to call again. Returns its class. */
export function defineRestrictionDialogs() {
  return defineElement(RESTRICTION_DIALOGS_TAG, RestrictionDialogs, restrictionDialogsElementOptions);
}

defineRestrictionDialogs();

declare global {
  interface HTMLElementTagNameMap {
    'nl-restriction-dialogs': NlRestrictionDialogsElement;
  }
}
