import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { openPlayerAccounts } from '../wallet/ledger';

export interface NewPlayer {
  firstName: string;
  userName: string;
  phone?: string | null;
  /** SPEC §4 verification status; 1 unverified by default. */
  verifiedStatus?: 1 | 2 | 3 | 4 | 6 | 7;
  /** Public id; random when omitted. */
  openId?: string;
  createdAt: number;
}

/**
 * Creates a player with its wallet accounts. Call inside a transaction so a player never exists
 * without accounts.
 */
export async function createPlayer(tx: Queryable, p: NewPlayer): Promise<{ id: number; openId: string }> {
  const openId = p.openId ?? randomUUID();
  const { rows } = await tx.query<{ id: number }>(
    `insert into players (open_id, first_name, user_name, phone, verified_status, created_at)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [openId, p.firstName, p.userName, p.phone ?? null, p.verifiedStatus ?? 1, new Date(p.createdAt)],
  );
  const id = rows[0]!.id;
  await openPlayerAccounts(tx, id);
  return { id, openId };
}
