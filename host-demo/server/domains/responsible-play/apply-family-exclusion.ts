import type { applyFamilyExclusion } from '../../../../sdk/commands/responsible-play';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import type { CommandHandler } from '../handler';
import { assertKnownCountryCode, targetKey } from '../accounts/targets';
import { useCode } from '../accounts/verification';
import { FAMILY_EXCLUSION_DURATIONS } from '../system/limit-options';
import { accountNamed, newReceiptNumber } from './family-exclusion';

/**
 * 100181: files an application and answers its receipt number. The duration must be one of
 * familyExclusionTimeLimit (403001308); both documents must be family-exclusion uploads
 * (404000003); the mobile's code must be right (403000810 ...), and is spent only when the
 * application is stored.
 */
export const applyFamilyExclusionHandler: CommandHandler<typeof applyFamilyExclusion> = async (ctx, data) => {
  if (!FAMILY_EXCLUSION_DURATIONS.some((o) => o.value === data.duration)) throw new GatewayError(ErrorCode.durationNotOffered);
  assertKnownCountryCode(data.countryCode);
  if (data.idPhotoId === data.evidenceId) throw new GatewayError(ErrorCode.documentNotFound);
  const docs = await ctx.db.query('select 1 from player_documents where public_id = any($1::text[]) and purpose = $2', [
    [data.idPhotoId, data.evidenceId],
    'family-exclusion',
  ]);
  if (docs.rows.length !== 2) throw new GatewayError(ErrorCode.documentNotFound);
  const now = ctx.clock.now();
  const target = await accountNamed(ctx.db, data.account);
  const receiptNumber = newReceiptNumber();
  await useCode(
    ctx.db,
    { target: targetKey({ channel: 'mobile', countryCode: data.countryCode, mobile: data.mobile }), scene: 'family', code: data.code, now, pepper: ctx.config.codePepper },
    async (tx) => {
      await tx.query(
        `insert into family_exclusion_applications (receipt_number, account, target_player_id, holder_name, applicant_name, country_code, mobile,
           relationship, duration_minutes, email, id_photo_id, evidence_id, submitted_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          receiptNumber,
          data.account,
          target,
          data.holderName,
          data.applicantName,
          data.countryCode,
          data.mobile,
          data.relationship,
          data.duration,
          data.email,
          data.idPhotoId,
          data.evidenceId,
          new Date(now),
        ],
      );
    },
  );
  return { receiptNumber };
};
