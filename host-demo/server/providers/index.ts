/**
 * The third parties the gateway talks to, behind interfaces. The reference server runs the
 * simulators; a deployment passes real providers to buildApp({ providers }) and the domains do
 * not change.
 */
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { EkycProvider } from './ekyc/ekyc-provider';
import { EkycSimulator } from './ekyc/simulator';
import type { MessageSender } from './messaging/message-sender';
import { OutboxSimulator } from './messaging/outbox-simulator';
import type { PaymentProvider } from './payments/payment-provider';
import { AcquirerSimulator } from './payments/simulator';
import type { PayoutProvider } from './payouts/payout-provider';
import { PayoutSimulator } from './payouts/payout-simulator';
import type { GeoVerifier } from './geo/geo-verifier';
import { GeoVerifierSimulator } from './geo/simulator';
import type { LiveChatService } from './chat/live-chat';
import { LiveChatSimulator } from './chat/simulator';
import { HostOAuthSimulator, type HostOAuthProvider } from './super-app/host-oauth';

export interface Providers {
  /** SMS and e-mail. Default: the outbox simulator. */
  messaging: MessageSender;
  /** Identity verification. Default: the eKYC simulator. */
  ekyc: EkycProvider;
  /** Card acquirer (tokenisation, payments, 3-D Secure). Default: the acquirer simulator. */
  payments: PaymentProvider;
  /** Bank payouts of withdrawals. Default: the payout simulator. */
  payouts: PayoutProvider;
  /** Where a player is, as a signed token (SPEC §7 geo JWT). Default: the geolocation verifier simulator. */
  geo: GeoVerifier;
  /** Live chat with customer service, used only while LIVE_CHAT is on. Default: the live-chat simulator. */
  chat: LiveChatService;
  /** The super-app's OAuth server: who an authorisation code belongs to (100232). Default: the super-app OAuth simulator. */
  hostOAuth: HostOAuthProvider;
}

/** The simulators, for whatever `overrides` does not replace. */
export function resolveProviders(db: Queryable, clock: Clock, overrides: Partial<Providers> = {}, options: { geoVerifierKey?: string } = {}): Providers {
  return {
    messaging: overrides.messaging ?? new OutboxSimulator(db, clock),
    ekyc: overrides.ekyc ?? new EkycSimulator({ db, clock }),
    payments: overrides.payments ?? new AcquirerSimulator({ db }),
    payouts: overrides.payouts ?? new PayoutSimulator(),
    geo: overrides.geo ?? new GeoVerifierSimulator({ clock, key: options.geoVerifierKey }),
    chat: overrides.chat ?? new LiveChatSimulator({ clock }),
    hostOAuth: overrides.hostOAuth ?? new HostOAuthSimulator(),
  };
}

/**
 * The third parties `providers` still simulates, by name ([] when every one is real). Live chat
 * counts only while it is on (`enabled.liveChat`, the LIVE_CHAT setting): off, nothing serves it.
 *
 * @example simulatorsIn(resolveProviders(db, clock)) // ['messaging (SMS and e-mail outbox simulator)', 'ekyc (eKYC simulator)', 'payments (card acquirer simulator)', 'payouts (bank payout simulator)', 'geo (geolocation verifier simulator)', 'hostOAuth (super-app OAuth simulator)']
 */
export function simulatorsIn(providers: Providers, enabled: { liveChat: boolean } = { liveChat: false }): string[] {
  return [
    ...(providers.messaging instanceof OutboxSimulator ? ['messaging (SMS and e-mail outbox simulator)'] : []),
    ...(providers.ekyc instanceof EkycSimulator ? ['ekyc (eKYC simulator)'] : []),
    ...(providers.payments instanceof AcquirerSimulator ? ['payments (card acquirer simulator)'] : []),
    ...(providers.payouts instanceof PayoutSimulator ? ['payouts (bank payout simulator)'] : []),
    ...(providers.geo instanceof GeoVerifierSimulator ? ['geo (geolocation verifier simulator)'] : []),
    ...(providers.hostOAuth instanceof HostOAuthSimulator ? ['hostOAuth (super-app OAuth simulator)'] : []),
    ...(enabled.liveChat && providers.chat instanceof LiveChatSimulator ? ['chat (live chat simulator)'] : []),
  ];
}

export type { EkycProvider } from './ekyc/ekyc-provider';
export type { MessageSender } from './messaging/message-sender';
export type { PaymentProvider } from './payments/payment-provider';
export type { PayoutProvider } from './payouts/payout-provider';
export type { GeoVerifier } from './geo/geo-verifier';
export type { LiveChatService } from './chat/live-chat';
export type { HostOAuthProvider } from './super-app/host-oauth';
