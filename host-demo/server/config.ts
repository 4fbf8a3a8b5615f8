import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ENCRYPTED_CODES } from '../../sdk/commands';
import { DEFAULT_AUTH_HEADER } from '../../sdk/commands/envelope';

/** The gateway's RSA key pair for encrypted commands (see security/message-encryption.ts). */
export interface MessageKeys {
  publicKeyPem: string;
  privateKeyPem: string;
}

export interface ServerConfig {
  /** Product name sent in 010001. */
  productName: string;
  /** Header that carries the session token (010001 `authKey`). */
  authKey: string;
  /** Inactivity after which a session ends (010001 `userAliveDurationSecond`). */
  userAliveDurationSecond: number;
  /** Key pair the server was started with; its public half is published in 010001. */
  messageKeys: MessageKeys | null;
  /**
   * Commands that must arrive encrypted when a key pair is set (010001 `encryptCommand`).
   * Default: those the command table marks `encrypted` (card and CVV payment, the commands that
   * carry a password); tests narrow it.
   */
  encryptCommands: readonly string[];
  /** Built reference site served for every GET that is not /hapi. */
  siteDir: string;
  /**
   * Check every handler's answer against the command's response schema. On in tests, off in
   * production where it would cost a full parse per request for a guarantee the tests give.
   */
  validateResponses: boolean;
  /**
   * Development tools: GET /dev/outbox (the messages the SMS and e-mail outbox simulator
   * "sent", so a tester can read a verification code). Default: on unless NODE_ENV=production.
   */
  devTools: boolean;
  /**
   * Server secret mixed into the hash of every verification code (HMAC key), so a copy of the
   * database alone cannot brute-force the 10^6 possible codes. Set SERVER_PEPPER when several
   * gateway processes share one database; the default is random per process (codes sent by
   * another process, or before a restart, then no longer match: they live 5 minutes anyway).
   */
  codePepper: string;
}

/** host-demo/site/dist, wherever the server is started from. */
export const DEFAULT_SITE_DIR = fileURLToPath(new URL('../site/dist', import.meta.url));

export const DEFAULT_CONFIG: ServerConfig = {
  productName: 'National Lottery',
  authKey: DEFAULT_AUTH_HEADER,
  userAliveDurationSecond: 1800,
  messageKeys: null,
  encryptCommands: [...ENCRYPTED_CODES].sort(),
  siteDir: DEFAULT_SITE_DIR,
  validateResponses: false,
  devTools: process.env.NODE_ENV !== 'production',
  codePepper: randomBytes(32).toString('base64url'),
};

/** Fills the missing parts of a partial config with {@link DEFAULT_CONFIG}. */
export function resolveConfig(partial: Partial<ServerConfig> = {}): ServerConfig {
  const config = { ...DEFAULT_CONFIG, ...partial };
  if (!/^[A-Za-z0-9-]+$/.test(config.authKey)) throw new Error('authKey must be a valid HTTP header name');
  if (!Number.isInteger(config.userAliveDurationSecond) || config.userAliveDurationSecond <= 0) {
    throw new Error('userAliveDurationSecond must be a positive integer');
  }
  if (config.codePepper.length < 16) throw new Error('codePepper must be at least 16 characters');
  return config;
}
