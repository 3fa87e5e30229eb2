import { FILE_MAX_BYTES } from '@casino/flows/rules';
import { ApiError } from '../http/api-error.ts';
import { OK } from '../http/envelope.ts';
import { requirePlayer } from './sessions.ts';
import { isUploadedFile } from '../http/validation.ts';
import type { PlayerSchemas, ServiceHandlers } from '../contract/handler-types.ts';
import { redeemShortCode } from './codes.ts';
import { safeFileName, storedDocument } from './document-file.ts';
import { loadPlayer, sendCode, type AccountContext } from './players.ts';
import { insertDocument, listDocuments, listIssuedCodes, updatePlayer, type DocumentRow } from './repository.ts';

type Document = PlayerSchemas['Document'];

/**
 * A stored document as the contract's Document. The table keeps its enumerations as untyped text; the only values
 * ever written are the column defaults (`player`, `uploaded`) and an upload's documentType, which the contract
 * validated. So they are the contract's, and are taken as such here, in one place.
 */
const toDocument = (row: DocumentRow): Document => ({
  name: row.name,
  documentSource: row.documentSource,
  documentStatus: row.documentStatus,
  documentType: row.documentType,
  uploadTime: row.uploadTime.toISOString(),
});

/** E-mail and phone verification, the verification status and the identity documents. */
export const verificationHandlers = (context: AccountContext): ServiceHandlers<'player'> => {
  const { db } = context;

  /** Checks a short code against the one last sent to the player's current e-mail or phone. */
  const verify = async (
    playerId: number,
    purpose: 'emailVerification' | 'smsVerification',
    target: string | null,
    code: string,
  ) => {
    if (target === null || !(await redeemShortCode(db, playerId, purpose, target, code)))
      throw ApiError.of('conflict', 'The code is wrong or has expired');
  };

  return {
    sendVerificationSms: async (request) => {
      const { playerId } = await requirePlayer(request);
      const player = await loadPlayer(db, playerId);
      if (!player.phoneNumber) throw ApiError.of('conflict', 'No phone number to verify');
      await sendCode(context, player, 'smsCode', player.phoneNumber);
      return OK;
    },

    sendVerificationEmail: async (request) => {
      const { playerId } = await requirePlayer(request);
      const player = await loadPlayer(db, playerId);
      if (!player.email) throw ApiError.of('conflict', 'No e-mail address to verify');
      await sendCode(context, player, 'emailCode', player.email);
      return OK;
    },

    verifySmsShortCode: async (request) => {
      const { playerId } = await requirePlayer(request);
      const player = await loadPlayer(db, playerId);
      await verify(playerId, 'smsVerification', player.phoneNumber, request.body.code);
      await updatePlayer(db, playerId, { phoneNumberVerified: true });
      return OK;
    },

    verifyEmailShortCode: async (request) => {
      const { playerId } = await requirePlayer(request);
      const player = await loadPlayer(db, playerId);
      await verify(playerId, 'emailVerification', player.email, request.body.code);
      await updatePlayer(db, playerId, { emailVerified: true });
      return OK;
    },

    getSmsVerificationHistory: async (request) => {
      const { playerId } = await requirePlayer(request);
      const rows = await listIssuedCodes(db, playerId, 'smsVerification');
      return {
        success: true,
        history: rows.map((row) => ({
          phoneNumber: row.target,
          sentTime: row.createdTime.toISOString(),
          verified: row.usedTime !== null,
        })),
      };
    },

    getVerificationStatus: async (request) => {
      const { playerId } = await requirePlayer(request);
      const player = await loadPlayer(db, playerId);
      return {
        success: true,
        emailVerified: player.emailVerified,
        phoneNumberVerified: player.phoneNumberVerified,
        identityVerified: player.identityVerified,
      };
    },

    getDocuments: async (request) => {
      const { playerId } = await requirePlayer(request);
      return { success: true, documents: (await listDocuments(db, playerId)).map(toDocument) };
    },

    uploadDocument: async (request) => {
      const { playerId } = await requirePlayer(request);
      const form = request.body;
      if (!isUploadedFile(form.file)) throw ApiError.of('uploadNotAFile', 'Send the document as a file');
      const { data, size } = form.file;
      if (size > FILE_MAX_BYTES)
        throw ApiError.of('uploadFailed', 'The file is too large', {
          maxFileSize: FILE_MAX_BYTES,
          currentFileSize: size,
        });
      const { contentType, extension, data: stored } = await storedDocument(data);
      const row = await insertDocument(db, {
        playerId,
        name: safeFileName(form.name, extension),
        documentType: form.documentType,
        documentSide: form.documentSide,
        contentType,
        size: stored.length,
        data: stored,
        uploadTime: new Date(),
      });
      if (!row) throw ApiError.of('uploadFailed', 'The document could not be stored');
      return { success: true, ...toDocument(row) };
    },
  };
};
