import { createElementClass, defineElement, type ElementOptions, type NlElement, type NlElementConstructor } from '../../base/define-element';
import { getDefaultClient } from '../../base/default-client';
import type { KycDialogRequest } from '../kyc-dialog';
import { runLoginCheck } from '../kyc-status';
import { KycDialogs, type KycDialogsProps } from './kyc-dialogs';
import { kycDialogsController } from './kyc-dialogs-controller';

/** Tag name of the page's KYC dialogs. */
export const KYC_DIALOGS_TAG = 'nl-kyc-dialogs';

/** Attribute `check-on-login` (boolean). */
export const kycDialogsElementOptions: ElementOptions<KycDialogsProps> = { props: { checkOnLogin: 'boolean' } };

/**
 * The `<nl-kyc-dialogs>` element.
 *
 * @example
 * const dialogs = document.querySelector('nl-kyc-dialogs');
 * dialogs.open({ name: 'kyc-failed', reason: 15, closable: false });
 */
export interface NlKycDialogsElement extends NlElement {
  /** Reflected to `check-on-login`. */
  checkOnLogin: boolean | undefined;
  /** Shows a KYC dialog, replacing the one shown. */
  open(request: KycDialogRequest): void;
  /** Closes the dialog shown, if any. */
  close(): void;
  /** The dialog shown now, or null. */
  readonly current: KycDialogRequest | null;
  /**
   * Runs the login check now (status 100111, then failed/expired/warning within their repeat
   * limits) and shows its dialog. Resolves to that dialog, or null when none is due.
   */
  checkStatus(): Promise<KycDialogRequest | null>;
}

function withMethods(base: NlElementConstructor): NlElementConstructor {
  const proto = base.prototype as unknown as Record<string, unknown>;
  if ('checkStatus' in proto) return base;
  Object.defineProperties(base.prototype, {
    open: {
      configurable: true,
      value(this: NlElement, request: KycDialogRequest) {
        kycDialogsController(this).set({ ...request });
      },
    },
    close: {
      configurable: true,
      value(this: NlElement) {
        kycDialogsController(this).set(null);
      },
    },
    current: {
      configurable: true,
      get(this: NlElement) {
        return kycDialogsController(this).getSnapshot();
      },
    },
    checkStatus: {
      configurable: true,
      async value(this: NlElement) {
        const client = this.client ?? getDefaultClient();
        if (!client?.stores.userInfo.getSnapshot()) return null;
        const dialog = await runLoginCheck(client);
        if (dialog) kycDialogsController(this).set(dialog);
        return dialog;
      },
    },
  });
  return base;
}

/**
 * Class of `<nl-kyc-dialogs>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-navigate-request - Verify and Re-verify go to the verification page
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart dialog - The KYC dialog shown.
 */
export const NlKycDialogs = /* @__PURE__ */ withMethods(createElementClass(KycDialogs, kycDialogsElementOptions));

/**
 * Registers <nl-kyc-dialogs>; safe to call again. Returns its class. The build's
 * `elements/kyc/kyc-dialogs/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineKycDialogs() {
  // NlKycDialogs is the cached class of the component, with the element's methods added.
  void NlKycDialogs;
  return defineElement(KYC_DIALOGS_TAG, KycDialogs, kycDialogsElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-kyc-dialogs': NlKycDialogsElement;
  }
}
