import type { VerifiedStatus } from '../../sdk';

/**
 * Events of the KYC elements, added to the shared `NlEventMap` so `emit()` and
 * `addEventListener` type-check them like the base events.
 */
declare module '../base/emit' {
  interface NlEventMap {
    /** A verification attempt's verdict arrived (`<nl-kyc-frame>`); the stored player already has it. */
    'nl-kyc-status-changed': { status: VerifiedStatus; ticketId?: string };
  }
}

export {};
