import { unwrap, type PlayerComponents } from '@casino/api-client';
import {
  DOCUMENT_ACCEPT,
  documentsUploadMachine,
  FILE_MAX_BYTES,
  type DocumentsUploadContext,
  type FileError,
  type FlowError,
} from '@casino/flows';
import { Button, FileDropzone, FormField, Notice, Select, type FileDropzoneFile } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { useErrorText } from '../../shared/errors/error-text';
import { useLocale } from '../../shared/locale/use-locale';
import { documentsQuery } from '../../shared/player/player-queries';
import { formatFileSize } from './file-size';

type DocumentType = PlayerComponents['schemas']['DocumentType'];

/** Every document type of the contract, in the order the list offers them (a Record, so none is forgotten). */
const DOCUMENT_TYPES = Object.keys({
  idCard: true,
  passport: true,
  drivingLicence: true,
  proofOfAddress: true,
  paymentMethod: true,
  sourceOfFunds: true,
} satisfies Record<DocumentType, true>) as DocumentType[];

/** Where a chosen file stands: waiting, being sent, sent, refused by the rules or by the server. */
type FileState =
  | { kind: 'chosen' | 'waiting' | 'sending' | 'sent' }
  | { kind: 'refused'; failure: FileError }
  | { kind: 'failed'; error: FlowError };

function fileState({ refused, queue, results }: DocumentsUploadContext, index: number, sending: boolean): FileState {
  const refusal = refused.find((entry) => entry.index === index);
  if (refusal) return { kind: 'refused', failure: refusal.failure };
  const result = results.find((entry) => entry.index === index);
  if (result) return result.ok ? { kind: 'sent' } : { kind: 'failed', error: result.error };
  if (!sending) return { kind: 'chosen' };
  return { kind: queue[0] === index ? 'sending' : 'waiting' };
}

/**
 * Uploading documents in the profile panel (spec 4, Documents upload; 5 Document upload; 8 Upload) over the
 * documentsUpload machine: a type and several files; each file is checked as it is chosen (at most 2 MB, with both
 * sizes in the message; pdf, png, jpg or jpeg), each acceptable one is sent on its own with its own result. Then back
 * goes back to the list when every file was sent, or starts a new upload. The list refreshes after any success.
 */
export function DocumentUpload({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const locale = useLocale();
  const api = useApi();
  const queryClient = useQueryClient();
  const actor = useActorRef(
    documentsUploadMachine.provide({
      actors: {
        uploadDocument: fromPromise(({ input }) => unwrap(api.player.POST('/player/documentUpload', { body: input }))),
      },
      actions: { navigateBack: onDone },
    }),
    { inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;
  const { documentType, files, required, results } = context;
  const editing = state.matches('editing');
  const sending = state.matches('uploading');
  const done = state.matches('done');

  useEffect(() => {
    const uploaded = actor.on('documents.uploaded', () =>
      queryClient.invalidateQueries({ queryKey: documentsQuery(api).queryKey }),
    );
    return () => uploaded.unsubscribe();
  }, [actor, api, queryClient]);

  // Once every file has its result, the player is taken to the summary and the next step (the list or a new upload).
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (done) next.current?.focus();
  }, [done]);

  const size = (bytes: number) => formatFileSize(locale, bytes);
  const sizes = (values: { maxFileSize: number; currentFileSize: number }) => ({
    maxFileSize: size(values.maxFileSize),
    currentFileSize: size(values.currentFileSize),
  });
  const describe = (file: File | Blob, index: number): Pick<FileDropzoneFile, 'detail' | 'error'> => {
    const state = fileState(context, index, sending);
    switch (state.kind) {
      case 'refused':
        return {
          detail: done ? t('panel.documents.form.notSent') : size(file.size),
          error:
            state.failure.error === 'fileSize'
              ? t('validation.document.fileSize', sizes(state.failure))
              : t('validation.document.fileType'),
        };
      case 'failed': {
        const { shown } = state.error;
        const values = shown.values as { maxFileSize: number; currentFileSize: number } | undefined;
        const text = errorText(values?.maxFileSize === undefined ? shown : { ...shown, values: sizes(values) });
        return { detail: t('panel.documents.form.notSent'), error: `${text} (${shown.code})` };
      }
      case 'sending':
        return { detail: t('panel.documents.form.sending') };
      case 'waiting':
        return { detail: t('panel.documents.form.waiting') };
      case 'sent':
        return { detail: t('panel.documents.form.sent') };
      default:
        return { detail: size(file.size) };
    }
  };

  const sent = results.filter((result) => result.ok).length;
  const summary =
    sent === files.length
      ? { variant: 'success' as const, title: t('panel.documents.form.allSent') }
      : sent > 0
        ? { variant: 'warning' as const, title: t('panel.documents.form.someSent', { sent, total: files.length }) }
        : { variant: 'error' as const, title: t('panel.documents.form.noneSent') };

  return (
    <form
      noValidate
      aria-busy={sending}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: editing ? 'submit' : 'back' });
      }}
    >
      <FormField
        label={t('panel.documents.form.type')}
        error={required.documentType && t(`validation.field.${required.documentType}`)}
      >
        <Select
          name="documentType"
          disabled={!editing}
          placeholder={t('panel.documents.form.typePlaceholder')}
          options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`panel.documents.types.${type}`) }))}
          value={documentType}
          onValueChange={(value) => actor.send({ type: 'type.chosen', documentType: value as DocumentType })}
        />
      </FormField>
      <FileDropzone
        label={t('panel.documents.form.files')}
        hint={t('panel.documents.form.hint', { maxSize: size(FILE_MAX_BYTES) })}
        buttonLabel={t('panel.documents.form.choose')}
        dropLabel={t('panel.documents.form.drop')}
        accept={DOCUMENT_ACCEPT}
        multiple
        disabled={!editing}
        error={required.files && t(`validation.field.${required.files}`)}
        files={files.map((file, index) => ({
          id: `${file.name}:${file.size}`,
          name: file.name,
          ...describe(file, index),
        }))}
        onFilesSelected={(chosen) => actor.send({ type: 'files.chosen', files: chosen })}
        onRemove={
          editing
            ? (id) =>
                actor.send({
                  type: 'file.removed',
                  index: files.findIndex((file) => `${file.name}:${file.size}` === id),
                })
            : undefined
        }
        removeLabel={t('panel.documents.form.remove')}
      />
      {/* The summary beside the next step; the live region is always there and takes no room while closed. */}
      <div>
        <Notice className="mb-4" open={done} variant={summary.variant} title={summary.title} />
        <Button ref={next} type="submit" loading={sending}>
          {done
            ? t(sent === files.length ? 'panel.documents.form.back' : 'panel.documents.form.again')
            : t('panel.documents.form.submit')}
        </Button>
      </div>
    </form>
  );
}
