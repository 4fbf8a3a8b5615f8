import type { submitAssessment } from '../../../../sdk/commands/responsible-play';
import { assessmentResult } from '../../../../sdk/compliance/assessment';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';

/**
 * 100306: stores the 14 answers and the result the SDK's rule gives (SPEC §4: 5 or more yes
 * at-risk, else low-risk), with the player when a session came with it.
 */
export const submitAssessmentHandler: CommandHandler<typeof submitAssessment> = async (ctx, data) => {
  const result = assessmentResult(data.answers);
  if (!result) throw new GatewayError(ErrorCode.validationFailed, undefined, { issues: [{ path: ['data', 'answers'], message: 'validation.answerAllQuestions' }] });
  await ctx.db.query('insert into assessments (player_id, answers, result, created_at) values ($1, $2, $3, $4)', [
    ctx.session?.playerId ?? null,
    data.answers.map((a) => (a ? 'Y' : 'N')).join(''),
    result,
    new Date(ctx.clock.now()),
  ]);
  return { result };
};
