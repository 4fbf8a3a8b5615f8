import type { accountMigration } from '../../../../sdk/commands/accounts';
import { requireSession, type CommandHandler } from '../handler';
import { LEGACY_COLUMNS, MINE_SQL, legacyAccountOf, type LegacyRow } from './legacy-accounts';

/**
 * 001006: the session player's accounts of the previous platform (by verified e-mail or mobile),
 * not migrated ones first, then by reference; a read. An account migrated to another player is
 * not listed (it is no longer this player's to see).
 */
export const accountMigrationHandler: CommandHandler<typeof accountMigration> = async (ctx) => {
  const { playerId } = requireSession(ctx);
  const { rows } = await ctx.db.query<LegacyRow>(
    `select ${LEGACY_COLUMNS} from legacy_accounts l
      where ${MINE_SQL} and (l.migrated_player_id is null or l.migrated_player_id = $1)
      order by l.migrated_at is not null, l.legacy_ref
      limit 20`,
    [playerId],
  );
  return { items: rows.map(legacyAccountOf) };
};
