import type { LegacyAccount } from '../../../../sdk/commands/accounts';
import type { Queryable } from '../../db/database';

/** A row of legacy_accounts as 001006 and 600701 read it. */
export interface LegacyRow {
  legacy_ref: string;
  balance: string | number;
  last_active_at: Date;
  migrated_at: Date | null;
  migrated_player_id: string | number | null;
}

/**
 * SQL condition: the legacy account `l` is registered to player $1 by the player's verified
 * e-mail address or verified mobile number (never by anything the request says).
 */
export const MINE_SQL = `exists (
  select 1 from players p
   where p.id = $1
     and ((p.email_verified and l.email = lower(p.email))
       or (p.mobile_verified and l.country_code = p.country_code and l.mobile = p.mobile)))`;

export const LEGACY_COLUMNS = 'l.legacy_ref, l.balance, l.last_active_at, l.migrated_at, l.migrated_player_id';

/** The row as the player sees it. */
export function legacyAccountOf(row: LegacyRow): LegacyAccount {
  return {
    legacyRef: row.legacy_ref,
    balance: Number(row.balance),
    lastActiveAt: row.last_active_at.getTime(),
    state: row.migrated_at ? 'migrated' : 'available',
    migratedAt: row.migrated_at ? row.migrated_at.getTime() : null,
  };
}

/** Most a legacy balance may be (AED 1,000,000), as the table checks. */
export const LEGACY_MAX_BALANCE = 100_000_000;

export interface LegacyImport {
  legacyRef: string;
  /** Either or both. */
  email?: string;
  mobile?: { countryCode: string; number: string };
  balance: number;
  lastActiveAt: number;
}

/**
 * Records an account of the previous platform (the operator's import, `npm run legacy:account`,
 * and the demo seed). A reference imported again is left as it is: false.
 */
export async function importLegacyAccount(db: Queryable, account: LegacyImport): Promise<boolean> {
  const { rows } = await db.query(
    `insert into legacy_accounts (legacy_ref, email, country_code, mobile, balance, last_active_at)
     values ($1, $2, $3, $4, $5, $6) on conflict (legacy_ref) do nothing returning id`,
    [account.legacyRef, account.email?.toLowerCase() ?? null, account.mobile?.countryCode ?? null, account.mobile?.number ?? null, account.balance, new Date(account.lastActiveAt)],
  );
  return rows.length > 0;
}
