import type { familyExclusionProgress } from '../../../../sdk/commands/responsible-play';
import type { CommandHandler } from '../handler';

/** 100182: the progress of an application by its receipt number (SPEC §4); an unknown number is 'noRecord'. */
export const familyExclusionProgressHandler: CommandHandler<typeof familyExclusionProgress> = async (ctx, data) => {
  const { rows } = await ctx.db.query<{ state: 'underReview' | 'approved' | 'deniedIneligible' | 'deniedIncorrect'; submitted_at: Date; decided_at: Date | null }>(
    'select state, submitted_at, decided_at from family_exclusion_applications where receipt_number = $1',
    [data.receiptNumber.toUpperCase()],
  );
  const row = rows[0];
  if (!row) return { state: 'noRecord', submittedAt: null, decidedAt: null };
  return { state: row.state, submittedAt: row.submitted_at.getTime(), decidedAt: row.decided_at?.getTime() ?? null };
};
