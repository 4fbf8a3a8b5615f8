import type { checkTerms } from '../../../../sdk/commands/compliance';
import { requireSession, type CommandHandler } from '../handler';

/**
 * 200029: the latest terms version of the type and whether this player must see it: upgrade = 1
 * and notice = 1 until the player has accepted that version (200030); forceUpgrade from the
 * version row.
 */
export const checkTermsHandler: CommandHandler<typeof checkTerms> = async (ctx, data) => {
  const { playerId } = requireSession(ctx);
  const { rows } = await ctx.db.query<{ id: number; force_upgrade: number; accepted: boolean }>(
    `select v.id, v.force_upgrade,
            exists (select 1 from terms_acceptances a where a.player_id = $2 and a.version_id = v.id) as accepted
       from terms_versions v where v.version_type = $1 order by v.id desc limit 1`,
    [data.versionType, playerId],
  );
  const latest = rows[0];
  if (!latest) return { id: 0, forceUpgrade: 0, notice: 0, upgrade: 0 };
  const pending = latest.accepted ? 0 : 1;
  return { id: latest.id, forceUpgrade: latest.force_upgrade === 1 ? 1 : 0, notice: pending, upgrade: pending };
};
