import { createElementClass, type ElementOptions, type NlElement } from '../../base/define-element';
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
 * Class of `<nl-kyc-frame>`. Events: `nl-navigate-request` (back to this page with the ticket when
 * the provider returns; Re-verify, Home, Deposit), `nl-kyc-status-changed` after a verdict.
 */
export const NlKycFrame = /* @__PURE__ */ createElementClass(KycFrame, kycFrameElementOptions);
