import { toLocale, validateSupportMessage } from '@casino/flows/rules';
import { loadPlayer } from '../accounts/players.ts';
import { requirePlayer } from '../accounts/sessions.ts';
import type { ServiceHandlers } from '../contract/handler-types.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { MessageTransport } from '../mail/transport.ts';
import { supportConfirmation } from './confirmation.ts';
import { deleteSupportMessage, insertSupportMessage } from './repository.ts';

/** A subject is one line: a run of spaces, tabs or line breaks in it becomes one space (no header can be injected). */
const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The customer-support form (openapi/player.yaml, the extension POST /player/support/message). */
export function supportHandlers({
  db,
  transport,
}: {
  db: Database;
  transport: MessageTransport;
}): ServiceHandlers<'player'> {
  return {
    sendSupportMessage: async (request) => {
      const { playerId } = await requirePlayer(request);
      const subject = oneLine(request.body.subject);
      const message = request.body.message.trim();
      // The contract has bounded both (196); what it cannot see is a field of spaces only.
      const [field] = Object.keys(validateSupportMessage({ subject, message }));
      if (field) throw ApiError.of('invalidField', `The ${field} is empty`, { field });
      const player = await loadPlayer(db, playerId);
      // An account made by the bank login has no address until it is completed: nowhere to answer to.
      if (!player.email)
        throw ApiError.of('invalidField', 'The account has no e-mail address to answer to', { field: 'email' });
      const locale = toLocale(player.language);
      const stored = await insertSupportMessage(db, { playerId, email: player.email, subject, message, locale });
      // The message is kept only with its confirmation sent. The transport (SMTP in a deployment) cannot join a
      // database transaction, and PGlite's would stall every other query while the mail goes: so the row is
      // written first and taken back if the mail fails, and the player, told of the failure, sends it once more.
      try {
        await transport.send(supportConfirmation(locale, player.email, { id: stored.id, subject, message }));
      } catch (error) {
        await deleteSupportMessage(db, stored.id);
        throw error;
      }
      return { success: true, id: stored.id, createdTime: stored.createdTime.toISOString() };
    },
  };
}
