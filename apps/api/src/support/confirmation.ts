import type { Locale } from '@casino/flows/rules';
import type { Message } from '../mail/transport.ts';

interface Copy {
  subject: (subject: string) => string;
  /** The lines above the copy of the message. */
  intro: (id: number, subject: string) => string;
}

const copies: Record<Locale, Copy> = {
  fi: {
    subject: (subject) => `Saimme viestisi: ${subject}`,
    intro: (id, subject) =>
      'Kiitos viestistäsi. Vastaamme tähän osoitteeseen mahdollisimman pian.\n\n' +
      `Viestin numero: ${id}\nAihe: ${subject}`,
  },
  en: {
    subject: (subject) => `We received your message: ${subject}`,
    intro: (id, subject) =>
      'Thank you for your message. We will answer to this address as soon as we can.\n\n' +
      `Message number: ${id}\nSubject: ${subject}`,
  },
  et: {
    subject: (subject) => `Saime sinu sõnumi kätte: ${subject}`,
    intro: (id, subject) =>
      'Täname sõnumi eest. Vastame sellele aadressile esimesel võimalusel.\n\n' +
      `Sõnumi number: ${id}\nTeema: ${subject}`,
  },
};

/**
 * The copy of a support message mailed to the player as its confirmation, in the player's language: the message's
 * number, its subject and its text as sent. (Beside the account's messages of mail/messages.ts, which carry codes.)
 */
export function supportConfirmation(
  locale: Locale,
  to: string,
  sent: { id: number; subject: string; message: string },
): Message {
  const copy = copies[locale];
  return {
    channel: 'email',
    to,
    subject: copy.subject(sent.subject),
    body: `${copy.intro(sent.id, sent.subject)}\n\n${sent.message}`,
  };
}
