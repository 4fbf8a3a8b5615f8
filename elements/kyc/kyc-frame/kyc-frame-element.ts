import { createElementClass, defineElement, type ElementOptions, type NlElement } from '../../base/define-element';
import { KycFrame, type KycFrameProps } from './kyc-frame';

/** Tag name of the verification page element. */
export const KYC_FRAME_TAG = 'nl-kyc-frame';

/** Attributes `ticket-id` (from the page's `?ticketId=`) and `from` (`register`). */
export const kycFrameElementOptions: ElementOptions<KycFrameProps> = { props: { ticketId: 'string', from: 'string' } };

/** The `<nl-kyc-frame>` element. */
export interface NlKycFrameElement extends NlElement {
  ticketId: string | undefined;
  from: string | undefined;
}

/**
 * Class of `<nl-kyc-frame>`. Its events and CSS parts are listed here for `custom-elements.json`
 * (`npm run generate`); a test holds them to what the code dispatches and renders.
 *
 * @fires nl-kyc-status-changed
 * @fires nl-navigate-request - back to this page with the ticket when the provider returns; Re-verify, Home, Deposit, the bar's Back
 * @csspart base - The root container in the shadow root; it carries `dir` and `lang`.
 * @csspart frame - The provider's verification page.
 * @csspart topbar - The slim bar above it with the title and the Back button.
 * @csspart dialog - The verdict's dialog.
 */
export const NlKycFrame = /* @__PURE__ */ createElementClass(KycFrame, kycFrameElementOptions);

/**
 * Registers <nl-kyc-frame>; safe to call again. Returns its class. The build's
 * `elements/kyc/kyc-frame/define` entry calls it on import; the registry's `load` calls it.
 */
export function defineKycFrame() {
  return defineElement(KYC_FRAME_TAG, KycFrame, kycFrameElementOptions);
}

declare global {
  interface HTMLElementTagNameMap {
    'nl-kyc-frame': NlKycFrameElement;
  }
}
