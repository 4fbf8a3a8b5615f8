import type { Queryable } from '../../db/database';

/** What the withdrawal rules need to know about the player themself. */
export interface WithdrawingPlayer {
  /** First, middle and last names as verified (SPEC §3 IBAN account holder). */
  realName: string;
  /** players.id_number_key: the EID or passport number as compared (null for a player without one). */
  idNumberKey: string | null;
  countryCode: string | null;
  mobile: string | null;
  /** At least one deposit ever credited (SPEC §5 deposit history). */
  hasDepositHistory: boolean;
}

/**
 * The player's name, ID number, mobile and deposit history in one indexed read (the deposit
 * history is a row written by the ledger trigger of 014_withdrawals.sql at the first deposit).
 */
export async function withdrawingPlayer(db: Queryable, playerId: number): Promise<WithdrawingPlayer> {
  const { rows } = await db.query<{
    first_name: string;
    middle_name: string;
    last_name: string;
    id_number_key: string | null;
    country_code: string | null;
    mobile: string | null;
    has_deposit_history: boolean;
  }>(
    `select p.first_name, p.middle_name, p.last_name, p.id_number_key, p.country_code, p.mobile,
            exists (select 1 from player_deposit_history h where h.player_id = p.id) as has_deposit_history
       from players p where p.id = $1`,
    [playerId],
  );
  const p = rows[0];
  if (!p) throw new Error(`no player ${playerId}`);
  return {
    realName: [p.first_name, p.middle_name, p.last_name].filter((n) => n.trim().length > 0).join(' '),
    idNumberKey: p.id_number_key,
    countryCode: p.country_code,
    mobile: p.mobile,
    hasDepositHistory: p.has_deposit_history,
  };
}
