import { randomUUID } from 'node:crypto';
import type { uploadDocument } from '../../../../sdk/commands/profile';
import { decodeImage } from '../../files/image';
import { ErrorCode } from '../../../../sdk/errors/codes';
import { GatewayError } from '../../errors/gateway-error';
import { requireSession, type CommandHandler } from '../handler';

/**
 * 100136: stores an image for a later request (account deletion with a session, family exclusion
 * without one) and answers its id. The bytes
 * decide, not the name or the declared type: anything but a JPEG or PNG of at most 5 MiB is
 * refused with 400000013 and nothing is stored. The stored type is the detected one.
 */
export const uploadDocumentHandler: CommandHandler<typeof uploadDocument> = async (ctx, data) => {
  // Family exclusion documents come from an applicant who may have no account (SPEC §3); they
  // are kept without an owner and only 100181 refers to them.
  const playerId = data.purpose === 'family-exclusion' ? (ctx.session?.playerId ?? null) : requireSession(ctx).playerId;
  const image = decodeImage(data.dataBase64);
  if (!image.ok) throw new GatewayError(ErrorCode.invalidFile);
  const documentId = randomUUID();
  await ctx.db.query(
    `insert into player_documents (public_id, player_id, purpose, file_name, content_type, size_bytes, content, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [documentId, playerId, data.purpose, data.fileName, image.contentType, image.bytes.length, image.bytes, new Date(ctx.clock.now())],
  );
  return { documentId };
};
