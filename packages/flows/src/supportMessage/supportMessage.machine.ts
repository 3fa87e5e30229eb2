import { assign, setup } from 'xstate';
import type { PostBody } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { flowError, type FlowError } from '../rules/errors.ts';
import { supportFieldError, validateSupportMessage, type SupportField } from '../rules/support.ts';

type SupportMessageBody = PostBody<'/player/support/message'>;

/** What the server answers for a stored message: its number and time. */
export interface SupportMessageReceipt {
  id: number;
  createdTime: string;
}

export interface SupportMessageContext {
  subject: string;
  message: string;
  /** A field's problem (rules/support.ts): 'tooLong' as soon as it is typed, 'required' at the press of send. */
  errors: ReturnType<typeof validateSupportMessage>;
  /** The server's refusal: 195/196 a field, 429 too many messages, 115 the session gone, 100 anything else. */
  error: FlowError | null;
  /** The message as the server stored it, once sent. */
  sent: SupportMessageReceipt | null;
}

export type SupportMessageEvent =
  | { type: 'subject.changed'; value: string }
  | { type: 'message.changed'; value: string }
  | { type: 'submit' }
  | { type: 'another' };

/** A field's new text: its 'required' goes (the player is at it), a 'tooLong' shows at once; the server's error goes. */
function change(context: SupportMessageContext, field: SupportField, value: string): Partial<SupportMessageContext> {
  const { [field]: _previous, ...errors } = context.errors;
  const tooLong = supportFieldError(field, value) === 'tooLong';
  return { [field]: value, errors: tooLong ? { ...errors, [field]: 'tooLong' } : errors, error: null };
}

const empty = { subject: '', message: '', errors: {}, error: null, sent: null } satisfies SupportMessageContext;

/**
 * The customer-support form (the contract's extension `POST /player/support/message {subject, message}`): the subject
 * and the message are checked, then sent without their surrounding spaces; the server stores them with the player's
 * e-mail of the session and mails the player a copy. The confirmation holds the stored message's number until the
 * player writes another, which starts an empty form.
 *
 * Tags: `busy` while sending.
 */
export const supportMessageMachine = setup({
  types: {
    context: {} as SupportMessageContext,
    events: {} as SupportMessageEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** `POST /player/support/message {subject, message}`. */
    sendSupportMessage: appActor<SupportMessageReceipt, SupportMessageBody>('sendSupportMessage'),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(validateSupportMessage(context)).length > 0,
  },
  actions: {
    setSubject: assign(({ context }, value: string) => change(context, 'subject', value)),
    setMessage: assign(({ context }, value: string) => change(context, 'message', value)),
  },
}).createMachine({
  id: 'supportMessage',
  context: empty,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'subject.changed': { actions: { type: 'setSubject', params: ({ event }) => event.value } },
        'message.changed': { actions: { type: 'setMessage', params: ({ event }) => event.value } },
        submit: [
          { guard: 'formInvalid', actions: assign({ errors: ({ context }) => validateSupportMessage(context) }) },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'sendSupportMessage',
        src: 'sendSupportMessage',
        input: ({ context }) => ({ subject: context.subject.trim(), message: context.message.trim() }),
        onDone: {
          target: 'sent',
          actions: assign({ sent: ({ event }) => ({ id: event.output.id, createdTime: event.output.createdTime }) }),
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => flowError(event.error) }) },
      },
    },
    /** The confirmation; what was written is kept until the player starts another. */
    sent: {
      on: { another: { target: 'editing', actions: assign(empty) } },
    },
  },
});
