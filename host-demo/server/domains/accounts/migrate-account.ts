import type { migrateAccount } from '../../../../sdk/commands/accounts';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';
import { postMovement } from '../wallet/ledger';
import { LEGACY_COLUMNS, MINE_SQL, type LegacyRow } from './legacy-accounts';

// The decision in one statement: the legacy account becomes this player's if it is still not
// migrated and is registered to the player; the row lock makes a second request wait and then
// find it migrated.
const MIGRATE_SQL = `
  update legacy_accounts l set migrated_player_id = $1, migrated_at = $3
   where l.legacy_ref = $2 and l.migrated_player_id is null and ${MINE_SQL}
  returning ${LEGACY_COLUMNS}`;

/**
 * 600701: migrates the player's account `legacyRef` of the previous platform: marks it migrated
 * to the player and credits its balance to the withdrawable balance (one `adjustment` movement
 * from house_deposits, where the previous platform's deposits are accounted). The same request
 * again answers the first outcome; unknown or not the player's: 404000012; migrated to another
 * player: 403000670.
 */
export const migrateAccountHandler: CommandHandler<typeof migrateAccount> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<LegacyRow>(MIGRATE_SQL, [playerId, data.legacyRef, new Date(now)]);
    const migrated = rows[0];
    if (migrated) {
      const amount = Number(migrated.balance);
      if (amount > 0) {
        await postMovement(tx, {
          idempotencyKey: `account-migration:${migrated.legacy_ref}`,
          kind: 'adjustment',
          memo: `account ${migrated.legacy_ref} migrated from the previous platform`,
          reference: migrated.legacy_ref,
          legs: [{ account: { house: 'house_deposits' }, amount: -amount }, { account: { playerId, kind: 'withdrawable' }, amount }],
          at: now,
        });
      }
      return { row: migrated, fresh: true };
    }
    const { rows: found } = await tx.query<LegacyRow>(`select ${LEGACY_COLUMNS} from legacy_accounts l where l.legacy_ref = $2 and ${MINE_SQL}`, [playerId, data.legacyRef]);
    const row = found[0];
    if (!row) throw new GatewayError(ErrorCode.legacyAccountNotFound);
    if (Number(row.migrated_player_id) !== playerId) throw new GatewayError(ErrorCode.accountAlreadyMigrated);
    return { row, fresh: false };
  });
  if (outcome.fresh) await ctx.events.publish({ kind: 'player', playerId, changeType: 'wallet' });
  return { legacyRef: outcome.row.legacy_ref, creditedAmount: Number(outcome.row.balance), migratedAt: outcome.row.migrated_at!.getTime() };
};
