import type { FastifyInstance } from 'fastify';
import type { LoginReply } from '../../../sdk/commands/accounts';
import type { ClientInfo, ResponseEnvelope } from '../../../sdk/commands/envelope';
import type { OutboxMessage } from '../../../host-demo/server/providers/messaging/outbox-simulator';
import { callHapi, WEB_CLIENT } from './gateway';

/** A password that meets every rule (8-20, letter, digit, special character). */
export const PASSWORD = 'Secur3!pass';

export const ARABIC_CLIENT: ClientInfo = { ...WEB_CLIENT, language: 'ar-AE' };

export type Target = { channel: 'mobile'; countryCode: string; mobile: string } | { channel: 'email'; email: string };

/** Everything 100201 needs except the ticket: a resident who verifies by e-mail. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    idType: 1,
    idNumber: '784-1990-0000003-6',
    firstName: 'Aisha',
    middleName: '',
    lastName: 'Khan',
    nationality: 'IN',
    residenceCountry: 'AE',
    birthDate: '1990-05-17',
    countryCode: '971',
    mobile: '501234567',
    email: 'aisha.khan@example.com',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    verificationMethod: 'email',
    privacyAccepted: true,
    address: { country: 'AE', street: 'Building 5, Al Wasl Road', emirate: 'Dubai', city: 'Dubai', postcode: '' },
    ...overrides,
  };
}

/** A tourist (passport) who verifies by mobile. */
export function touristRegistration(overrides: Record<string, unknown> = {}) {
  return registration({
    idType: 2,
    idNumber: 'K1234567',
    firstName: 'Oliver',
    lastName: "O'Brien",
    nationality: 'GB',
    residenceCountry: 'GB',
    birthDate: '1985-11-02',
    countryCode: '44',
    mobile: '7700900123',
    email: 'oliver.obrien@example.com',
    verificationMethod: 'mobile',
    ...overrides,
  });
}

/** The target a registration verifies. */
export function targetOf(data: ReturnType<typeof registration>): Target {
  return data.verificationMethod === 'mobile'
    ? { channel: 'mobile', countryCode: String(data.countryCode), mobile: String(data.mobile) }
    : { channel: 'email', email: String(data.email) };
}

/** Where a target's messages land in the outbox: `+<code><number>` or the address. */
export function recipient(target: Target): string {
  return target.channel === 'mobile' ? `+${target.countryCode}${target.mobile}` : target.email;
}

/** The development outbox of a recipient, newest first. */
export async function outbox(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return (response.json() as { messages: OutboxMessage[] }).messages;
}

/** Sends a code (001001 or 001012). */
export function sendCode(app: FastifyInstance, target: Target, scene: string, clientInfo?: ClientInfo) {
  return target.channel === 'mobile'
    ? callHapi(app, '001001', { countryCode: target.countryCode, mobile: target.mobile, scene }, { clientInfo })
    : callHapi(app, '001012', { email: target.email, scene }, { clientInfo });
}

/** Sends a code and reads it back from the outbox. */
export async function codeFor(app: FastifyInstance, target: Target, scene: string): Promise<string> {
  const { envelope } = await sendCode(app, target, scene);
  if (envelope.code !== 0) throw new Error(`sending a ${scene} code failed: ${envelope.code} ${envelope.message}`);
  const latest = (await outbox(app, recipient(target)))[0];
  if (!latest?.code) throw new Error('no code in the outbox');
  return latest.code;
}

/** 001013 with a target and scene. */
export function checkCode(app: FastifyInstance, target: Target, scene: string, code: string) {
  return callHapi<{ verificationTicket: string; expiresInSeconds: number }>(app, '001013', { ...target, scene, code });
}

/** A ticket for a target and scene: send, read, check. */
export async function ticketFor(app: FastifyInstance, target: Target, scene: string): Promise<string> {
  const code = await codeFor(app, target, scene);
  const { envelope } = await checkCode(app, target, scene, code);
  if (envelope.code !== 0) throw new Error(`checking the code failed: ${envelope.code}`);
  return envelope.data!.verificationTicket;
}

/** Registers through the API (code, ticket, 100201) and answers the login reply. */
export async function registerPlayer(app: FastifyInstance, data = registration()): Promise<LoginReply> {
  const verificationTicket = await ticketFor(app, targetOf(data), 'register');
  const { envelope } = await callHapi<LoginReply>(app, '100201', { ...data, verificationTicket });
  if (envelope.code !== 0) throw new Error(`registration failed: ${envelope.code} ${JSON.stringify(envelope.data)}`);
  return envelope.data!;
}

/** 100200 by e-mail or mobile, from 127.0.0.1 or `remoteAddress`. */
export function passwordLogin(app: FastifyInstance, target: Target, password: string, clientInfo?: ClientInfo, remoteAddress?: string) {
  const data =
    target.channel === 'mobile'
      ? { accountType: 'mobile', countryCode: target.countryCode, mobile: target.mobile, password }
      : { accountType: 'email', email: target.email, password };
  return callHapi<LoginReply>(app, '100200', data, { clientInfo, remoteAddress });
}

/** The `message` paths and keys of a 400000012 answer. */
export function issuesOf(envelope: ResponseEnvelope<unknown>): { path: (string | number)[]; message: string }[] {
  return (envelope.data as { issues: { path: (string | number)[]; message: string }[] }).issues;
}

/** A tiny real PNG (1x1), base64. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** The start of a JPEG (SOI and an APP0 marker), base64: enough for a magic-byte check. */
export const JPEG_BASE64 = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]).toString('base64');
/** A text file, base64: not an image whatever its name says. */
export const TEXT_BASE64 = Buffer.from('this is not an image, whatever the file name says').toString('base64');
