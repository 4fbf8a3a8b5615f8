import type { IbanAccount } from '../../../../sdk/commands/withdrawals';
import type { Queryable } from '../../db/database';

/** One row of iban_accounts as the withdrawal domain reads it. */
export interface IbanAccountRow {
  id: number;
  iban: string;
  bank_name: string;
  street_address: string;
  holder_name: string;
  holder_id_number_key: string | null;
  locked: boolean;
}

export const IBAN_ACCOUNT_COLUMNS = 'id, iban, bank_name, street_address, holder_name, holder_id_number_key, locked';

/** The account as 420601/420602 answer it. */
export function toIbanAccount(row: IbanAccountRow): IbanAccount {
  return {
    accountId: String(row.id),
    iban: row.iban,
    bankName: row.bank_name,
    streetAddress: row.street_address,
    holderName: row.holder_name,
    locked: row.locked,
  };
}

/**
 * The id of an account as the client sends it, or null when it cannot be one (not digits, or too
 * large): such an id names no account.
 *
 * @example accountIdOf('42') // 42
 */
export function accountIdOf(accountId: string): number | null {
  return /^\d{1,15}$/.test(accountId) ? Number(accountId) : null;
}

/** The player's accounts kept (not removed), oldest first. Indexed (iban_accounts_by_player). */
export async function keptIbanAccounts(db: Queryable, playerId: number): Promise<IbanAccountRow[]> {
  const { rows } = await db.query<IbanAccountRow>(
    `select ${IBAN_ACCOUNT_COLUMNS} from iban_accounts where player_id = $1 and removed_at is null order by id`,
    [playerId],
  );
  return rows;
}

/** One of the player's kept accounts, or null (someone else's, removed or unknown). */
export async function keptIbanAccount(db: Queryable, playerId: number, accountId: string): Promise<IbanAccountRow | null> {
  const id = accountIdOf(accountId);
  if (id === null) return null;
  const { rows } = await db.query<IbanAccountRow>(
    `select ${IBAN_ACCOUNT_COLUMNS} from iban_accounts where id = $1 and player_id = $2 and removed_at is null`,
    [id, playerId],
  );
  return rows[0] ?? null;
}
