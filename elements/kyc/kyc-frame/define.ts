/**
 * Registers `<nl-kyc-frame>` alone (side effect on import; or call the exported function).
 * @example import '@nl/lottery/elements/kyc/kyc-frame/define';
 */
import { defineElement } from '../../base/define-element';
import { KycFrame } from './kyc-frame';
import { KYC_FRAME_TAG, kycFrameElementOptions, type NlKycFrameElement } from './kyc-frame-element';

/** Registers <nl-kyc-frame>; safe to call again. Returns its class. */
export function defineKycFrame() {
  return defineElement(KYC_FRAME_TAG, KycFrame, kycFrameElementOptions);
}

defineKycFrame();

declare global {
  interface HTMLElementTagNameMap {
    'nl-kyc-frame': NlKycFrameElement;
  }
}
