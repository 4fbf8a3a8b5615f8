import { Store } from '../../../sdk';
import type { KycDialogRequest } from '../kyc-dialog';

// One store per <nl-kyc-dialogs> (or per NlProvider host): the element's methods write the dialog
// to show, the React tree reads it. A WeakMap keeps it off the element and lets it go with it.
const controllers = new WeakMap<object, Store<KycDialogRequest | null>>();

/** The store of the dialog currently shown by the `<nl-kyc-dialogs>` on `host`. */
export function kycDialogsController(host: object): Store<KycDialogRequest | null> {
  let store = controllers.get(host);
  if (!store) {
    store = new Store<KycDialogRequest | null>(null);
    controllers.set(host, store);
  }
  return store;
}
