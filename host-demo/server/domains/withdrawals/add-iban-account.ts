import type { addIbanAccount } from '../../../../sdk/commands/withdrawals';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { fill, gatewayText } from '../../errors/messages';
import type { CommandHandler } from '../handler';
import { requireVerified } from '../kyc/require-verified';
import { withdrawingPlayer } from './holder';
import { IBAN_ACCOUNT_COLUMNS, toIbanAccount, type IbanAccountRow } from './iban-account-rows';

/**
 * 420602: adds an IBAN account (SPEC §5: valid IBAN, bank name, street address, own name only).
 * The IBAN arrives checked and normalised by the request schema. The holder is the player's own
 * verified name, and the player's ID number is kept on the row for the "same EID" rule of a
 * withdrawal; nothing in the request can name someone else (the schema has no holder field and
 * drops unknown ones). At most `maxIbanAccounts` are kept, the same IBAN once, and an IBAN belongs
 * to one player: the first to add it, for good (023_iban_holders.sql says why); anyone else gets
 * 403001112.
 */
export const addIbanAccountHandler: CommandHandler<typeof addIbanAccount> = async (ctx, data) => {
  const playerId = await requireVerified(ctx);
  const player = await withdrawingPlayer(ctx.db, playerId);
  const maxAccounts = ctx.config.withdrawals.maxIbanAccounts;
  const row = await ctx.db.transaction(async (tx) => {
    // One addition per player at a time, so the count below sees every account added before it
    // (a single INSERT ... SELECT count would not: two of them would read the same count).
    await tx.query('select id from players where id = $1 for no key update', [playerId]);
    const { rows: kept } = await tx.query<{ n: number; duplicate: boolean }>(
      `select count(*)::bigint as n, coalesce(bool_or(iban = $2), false) as duplicate
         from iban_accounts where player_id = $1 and removed_at is null`,
      [playerId, data.iban],
    );
    if (kept[0]!.duplicate) throw new GatewayError(ErrorCode.ibanAccountDuplicate);
    if (kept[0]!.n >= maxAccounts) {
      const text = gatewayText(ErrorCode.ibanAccountLimitReached);
      throw new GatewayError(
        ErrorCode.ibanAccountLimitReached,
        { 'en-US': fill(text['en-US'], { n: maxAccounts }), 'ar-AE': fill(text['ar-AE'], { n: maxAccounts }) },
        { maxAccounts },
      );
    }
    // The IBAN's binding, decided by its primary key: of two players adding one IBAN together, the
    // second waits for the first's row, then inserts nothing. Only then is the holder read, in a
    // statement of its own so that it sees the row the first committed meanwhile. The account row
    // below cannot name anyone but the holder either (a foreign key), whatever code writes it.
    const now = new Date(ctx.clock.now());
    const { rows: bound } = await tx.query(
      'insert into iban_holders (iban, player_id, bound_at) values ($1, $2, $3) on conflict (iban) do nothing returning player_id',
      [data.iban, playerId, now],
    );
    if (bound.length === 0) {
      const { rows: holder } = await tx.query<{ player_id: number }>('select player_id from iban_holders where iban = $1', [data.iban]);
      if (Number(holder[0]?.player_id) !== playerId) throw new GatewayError(ErrorCode.ibanAccountHeldByAnother);
    }
    const { rows } = await tx.query<IbanAccountRow>(
      `insert into iban_accounts (player_id, iban, bank_name, street_address, holder_name, holder_id_number_key, created_at)
       values ($1, $2, $3, $4, $5, $6, $7) returning ${IBAN_ACCOUNT_COLUMNS}`,
      [playerId, data.iban, data.bankName, data.streetAddress, player.realName, player.idNumberKey, now],
    );
    return rows[0]!;
  });
  return toIbanAccount(row);
};
