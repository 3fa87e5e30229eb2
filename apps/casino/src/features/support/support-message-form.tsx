import { unwrap } from '@casino/api-client';
import { SUPPORT_MAX_LENGTH, supportMessageMachine, textLength, type SupportField } from '@casino/flows';
import { Button, cn, ErrorMessage, FormField, Input, inputVariants, Notice } from '@casino/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { useErrorText } from '../../shared/errors/error-text';

interface SupportMessageFormProps {
  /** The player's address (GET /player): the server answers to the session's, which the form only shows. */
  email: string;
}

/**
 * The customer-support form (the contract's extension POST /player/support/message) over the supportMessage machine:
 * subject and message, checked before sending (required, too long), sent; the server stores them with the session's
 * e-mail and mails a copy there. The confirmation names the message's number and offers to write another.
 *
 * The message field is a plain textarea in the Input's look (inputVariants): @casino/ui has no textarea yet.
 */
export function SupportMessageForm({ email }: SupportMessageFormProps) {
  const { t } = useTranslation();
  const api = useApi();
  const errorText = useErrorText();
  const actor = useActorRef(
    supportMessageMachine.provide({
      actors: {
        sendSupportMessage: fromPromise(({ input }) =>
          unwrap(api.player.POST('/player/support/message', { body: input })),
        ),
      },
    }),
    { inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const headingId = useId();
  const { subject, message, errors, error, sent } = state.context;
  const isSent = state.matches('sent');

  // The confirmation takes the focus to its button; writing another takes it back to the subject.
  const another = useRef<HTMLButtonElement>(null);
  const subjectField = useRef<HTMLInputElement>(null);
  const shown = useRef(isSent);
  useEffect(() => {
    if (shown.current === isSent) return;
    shown.current = isSent;
    (isSent ? another : subjectField).current?.focus();
  }, [isSent]);

  const fieldError = (field: SupportField) => {
    const problem = errors[field];
    return problem && t(`panel.support.${field}.${problem}`, { max: SUPPORT_MAX_LENGTH[field] });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-base font-semibold">
        {t('panel.support.form.heading')}
      </h3>
      {/* Outside the gap: the notice's live region is always there, and takes no room while closed. */}
      <div>
        <Notice
          open={isSent}
          variant="success"
          title={t('panel.support.sent.title')}
          action={
            <Button ref={another} variant="secondary" onClick={() => actor.send({ type: 'another' })}>
              {t('panel.support.sent.another')}
            </Button>
          }
        >
          {sent && (
            <>
              <p>{t('panel.support.sent.text', { email })}</p>
              <p>{t('panel.support.sent.number', { id: sent.id })}</p>
            </>
          )}
        </Notice>
        {!isSent && (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'submit' });
            }}
          >
            <FormField label={t('panel.support.replyTo.label')} hint={t('panel.support.replyTo.hint')}>
              <Input
                value={email}
                title={email}
                readOnly
                autoComplete="email"
                className="border-dashed bg-transparent text-ellipsis text-fg-muted"
              />
            </FormField>
            <FormField label={t('panel.support.subject.label')} error={fieldError('subject')}>
              <Input
                ref={subjectField}
                name="subject"
                value={subject}
                autoComplete="off"
                onChange={(event) => actor.send({ type: 'subject.changed', value: event.target.value })}
              />
            </FormField>
            <FormField
              label={t('panel.support.message.label')}
              hint={t('panel.support.message.count', {
                used: textLength(message.trim()),
                max: SUPPORT_MAX_LENGTH.message,
              })}
              error={fieldError('message')}
            >
              <textarea
                name="message"
                rows={6}
                value={message}
                onChange={(event) => actor.send({ type: 'message.changed', value: event.target.value })}
                className={cn(inputVariants(), 'min-h-36 resize-y')}
              />
            </FormField>
            {error && <ErrorMessage message={errorText(error.shown)} code={error.shown.code} />}
            <Button type="submit" className="self-start" loading={state.hasTag('busy')}>
              {t('panel.support.form.send')}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
