import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../host-demo/server/db/database';
import { createPlayer, type PlayerRegistration } from '../../../host-demo/server/domains/players/players';
import { openSession } from '../../../host-demo/server/domains/sessions/sessions';
import { playerBalances, recordMovement } from '../../../host-demo/server/domains/wallet/ledger';
import { PAYOUT_TEST_IBANS } from '../../../host-demo/server/providers/payouts/payout-simulator';
import type { IbanAccount, Withdrawal } from '../../../sdk/commands/withdrawals';
import { outbox } from './accounts';
import type { ManualClock } from './clock';
import { callHapi } from './gateway';

/** Valid UAE IBANs (check digits pass) for accounts beyond the simulator's two. */
export const MORE_IBANS = ['AE340350000000000000001', 'AE070350000000000000002', 'AE770350000000000000003', 'AE500350000000000000004', 'AE230350000000000000005', 'AE930350000000000000006'];
export const IBAN = PAYOUT_TEST_IBANS.paid;

/** The registration of a resident verified player, with a mobile for the withdrawal code. */
export function residentRegistration(overrides: Partial<PlayerRegistration> = {}): PlayerRegistration {
  return {
    middleName: 'Noor',
    lastName: 'Khan',
    birthDate: '1990-05-17',
    nationality: 'IN',
    residenceCountry: 'AE',
    idType: 1,
    idNumber: '784-1990-0000003-6',
    countryCode: '971',
    mobile: '501234567',
    email: 'aisha.khan@example.com',
    loginMethod: 'mobile',
    passwordHash: 'not-a-real-hash',
    address: { country: 'AE', street: 'Building 5, Al Wasl Road', emirate: 'Dubai', city: 'Dubai', postcode: '' },
    mobileVerified: true,
    emailVerified: false,
    ...overrides,
  };
}

export interface TestWithdrawer {
  playerId: number;
  token: string;
  /** Where the SMS lands in the outbox. */
  recipient: string;
}

/** A verified resident (Aisha Noor Khan) with a session, a mobile and an Emirates ID. */
export async function verifiedWithdrawer(db: Database, clock: ManualClock, overrides: Partial<PlayerRegistration> & { userName?: string; verifiedStatus?: 1 | 3 } = {}): Promise<TestWithdrawer> {
  const { userName = 'aisha.k', verifiedStatus = 3, ...registration } = overrides;
  const reg = residentRegistration(registration);
  return db.transaction(async (tx) => {
    const player = await createPlayer(tx, { firstName: 'Aisha', userName, verifiedStatus, createdAt: clock.now(), registration: reg, kycDocumentExpiresAt: clock.now() + 365 * 86_400_000 });
    const session = await openSession(tx, player.id, clock.now());
    return { playerId: player.id, token: session.token, recipient: `+${reg.countryCode}${reg.mobile}` };
  });
}

let keys = 0;

/** Winnings (a 'prize' movement: house_prizes → withdrawable), the money a withdrawal may take. */
export async function creditWinnings(db: Database, clock: ManualClock, playerId: number, amount: number): Promise<void> {
  await recordMovement(db, {
    idempotencyKey: `test-prize:${playerId}:${++keys}:${Math.random()}`,
    kind: 'prize',
    legs: [
      { account: { house: 'house_prizes' }, amount: -amount },
      { account: { playerId, kind: 'withdrawable' }, amount },
    ],
    at: clock.now(),
  });
}

/** A credited deposit ('deposit' movement: house_deposits → bet): the deposit history a withdrawal needs. */
export async function creditDeposit(db: Database, clock: ManualClock, playerId: number, amount = 10_000): Promise<void> {
  await recordMovement(db, {
    idempotencyKey: `test-deposit:${playerId}:${++keys}:${Math.random()}`,
    kind: 'deposit',
    legs: [
      { account: { house: 'house_deposits' }, amount: -amount },
      { account: { playerId, kind: 'bet' }, amount },
    ],
    at: clock.now(),
  });
}

export const withdrawableOf = async (db: Database, playerId: number) => (await playerBalances(db, playerId)).withdrawable;

/** 420602 with a bank name and street; answers the envelope. */
export function addAccount(app: FastifyInstance, token: string, iban: string = IBAN, extra: Record<string, unknown> = {}) {
  return callHapi<IbanAccount>(app, '420602', { iban, bankName: 'Emirates NBD', streetAddress: 'Sheikh Zayed Road, Dubai', ...extra }, { token });
}

/** Adds an account and answers its id (throws when refused). */
export async function accountId(app: FastifyInstance, token: string, iban: string = IBAN): Promise<string> {
  const { envelope } = await addAccount(app, token, iban);
  if (envelope.code !== 0) throw new Error(`adding ${iban} failed: ${envelope.code} ${envelope.message}`);
  return envelope.data!.accountId;
}

/** 420607, then the code from the outbox. Moves the clock a minute on first, past the resend wait. */
export async function withdrawalCode(app: FastifyInstance, clock: ManualClock, player: TestWithdrawer): Promise<string> {
  clock.advance(61_000);
  const { envelope } = await callHapi(app, '420607', {}, { token: player.token });
  if (envelope.code !== 0) throw new Error(`sending the withdrawal code failed: ${envelope.code} ${envelope.message}`);
  const latest = (await outbox(app, player.recipient))[0];
  if (!latest?.code) throw new Error('no code in the outbox');
  return latest.code;
}

/** 420605 with the default channel (801, fee 500). */
export function withdrawCall(app: FastifyInstance, token: string, data: { accountId: string; amount: number; code: string; idempotencyKey?: string; channelType?: number }) {
  return callHapi<Withdrawal>(app, '420605', { channelType: 801, idempotencyKey: randomUUID(), ...data }, { token });
}

/** Sum of every ledger entry (must be 0) and of the player's withdrawable account from its entries. */
export async function ledgerTotals(db: Database): Promise<{ all: number; unbalancedMovements: number }> {
  const { rows } = await db.query<{ all: number; unbalanced: number }>(
    `select coalesce(sum(amount), 0)::bigint as all,
            (select count(*) from (select movement_id from ledger_entries group by movement_id having sum(amount) <> 0) u)::bigint as unbalanced
       from ledger_entries`,
  );
  return { all: Number(rows[0]!.all), unbalancedMovements: Number(rows[0]!.unbalanced) };
}
