import { assign, enqueueActions, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appAction, appActor } from '../app-provided.ts';
import { refusedFiles, requiredUploadFields, type FileRefusal, type RequiredUploadFields } from '../rules/documents.ts';
import { flowError, type FlowError } from '../rules/errors.ts';

type DocumentType = Schemas['DocumentType'];
type UploadBody = PostBody<'/player/documentUpload'>;

/** A chosen file; a browser File is one. */
export type UploadFile = Blob & { readonly name: string };

/** What the server said of one sent file, by the file's place in `files`. */
export type FileResult =
  { index: number; name: string; ok: true } | { index: number; name: string; ok: false; error: FlowError };

export interface DocumentsUploadContext {
  documentType: DocumentType | '';
  files: readonly UploadFile[];
  /** The type and the files are required: shown after a submit, until the form changes. */
  required: RequiredUploadFields;
  /** Each chosen file the rules refuse, with why (spec 5): known as soon as it is chosen. */
  refused: FileRefusal[];
  /** The files still to send, by their place in `files`; the first is being sent. */
  queue: number[];
  /** One result per file sent so far, in order. */
  results: FileResult[];
}

export type DocumentsUploadEvent =
  | { type: 'type.chosen'; documentType: DocumentType | '' }
  /** Files picked or dropped: added to those chosen before (a file chosen again is not added twice). */
  | { type: 'files.chosen'; files: readonly UploadFile[] }
  /** A chosen file taken off the list, by its place in `files`. */
  | { type: 'file.removed'; index: number }
  | { type: 'submit' }
  | { type: 'back' };

/** Told to the app so that it refreshes the documents list. */
export type DocumentsUploadEmitted = { type: 'documents.uploaded'; count: number };

/** Files added to those chosen before; one chosen again (same name and size) is not added twice. */
const adding = (chosen: readonly UploadFile[], added: readonly UploadFile[]) =>
  added.reduce<UploadFile[]>(
    (files, file) =>
      files.some((other) => other.name === file.name && other.size === file.size) ? files : [...files, file],
    [...chosen],
  );

/** The chosen files the rules accept, by their place in `files`. */
const acceptable = ({ files, refused }: DocumentsUploadContext) =>
  files.map((_, index) => index).filter((index) => !refused.some((refusal) => refusal.index === index));

const succeeded = (results: FileResult[]) => results.filter((result) => result.ok).length;

/** What the upload call rejected with. */
const rejection = ({ event }: { event: { error?: unknown } }) => event.error;

/** The file being sent. */
const current = ({ files, queue }: DocumentsUploadContext) => ({
  index: queue[0] as number,
  file: files[queue[0] as number] as UploadFile,
});

/** The empty form. */
const blank = (): DocumentsUploadContext => ({
  documentType: '',
  files: [],
  required: {},
  refused: [],
  queue: [],
  results: [],
});

/**
 * Document upload in the profile panel (spec 4, Documents upload; 5 Document upload; 8 Upload).
 *
 * `editing`: the type (`type.chosen`) and files (`files.chosen` adds, `file.removed` takes one off). Each file is
 * checked as it is chosen (`refused`: over 2097152 bytes with both sizes, or not pdf, png, jpg or jpeg); `submit`
 * requires a type and files (`required`) and at least one acceptable file, then → `uploading`, which sends each
 * acceptable file on its own, one after the other; a refused file is not sent. → `done`: a result per sent file (the
 * server's size message with both sizes, else 'document upload exception') beside the refusals; `documents.uploaded`
 * is told when any succeeded. `back` leaves (`navigateBack`, final `left`) when every chosen file was sent and
 * succeeded, else resets the form. Tag: `busy` while uploading.
 */
export const documentsUploadMachine = setup({
  types: {
    context: {} as DocumentsUploadContext,
    events: {} as DocumentsUploadEvent,
    emitted: {} as DocumentsUploadEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /player/documentUpload {file, name, documentSide: any, documentType}, one file per call. */
    uploadDocument: appActor<Schemas['Document'], UploadBody>('uploadDocument'),
  },
  actions: {
    /** Leaves the upload page (the panel's back). */
    navigateBack: appAction('navigateBack'),
    setFiles: assign((_, files: readonly UploadFile[]) => ({ files, refused: refusedFiles(files), required: {} })),
    recordSuccess: assign({
      results: ({ context }) => {
        const { index, file } = current(context);
        return [...context.results, { index, name: file.name, ok: true as const }];
      },
    }),
    recordFailure: assign({
      results: ({ context }, error: unknown) => {
        const { index, file } = current(context);
        return [
          ...context.results,
          { index, name: file.name, ok: false as const, error: flowError(error, 'documentUpload') },
        ];
      },
    }),
    nextFile: assign({ queue: ({ context }) => context.queue.slice(1) }),
  },
  guards: {
    incomplete: ({ context }) => Object.keys(requiredUploadFields(context)).length > 0,
    nothingToSend: ({ context }) => acceptable(context).length === 0,
    moreFiles: ({ context }) => context.queue.length > 1,
    allSucceeded: ({ context }) => context.refused.length === 0 && succeeded(context.results) === context.files.length,
  },
}).createMachine({
  id: 'documentsUpload',
  context: blank,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'type.chosen': {
          actions: assign({
            documentType: ({ event }) => event.documentType,
            required: ({ context }) => ({ files: context.required.files }),
          }),
        },
        'files.chosen': {
          actions: { type: 'setFiles', params: ({ context, event }) => adding(context.files, event.files) },
        },
        'file.removed': {
          actions: {
            type: 'setFiles',
            params: ({ context, event }) => context.files.filter((_, index) => index !== event.index),
          },
        },
        submit: [
          {
            guard: 'incomplete',
            actions: assign({
              required: ({ context }) => requiredUploadFields(context),
            }),
          },
          // Every chosen file is refused: their messages already show.
          { guard: 'nothingToSend' },
          {
            target: 'uploading',
            actions: assign({ required: {}, queue: ({ context }) => acceptable(context), results: [] }),
          },
        ],
      },
    },
    /** Each acceptable file is sent separately, one after the other. */
    uploading: {
      tags: 'busy',
      invoke: {
        id: 'uploadDocument',
        src: 'uploadDocument',
        input: ({ context }) => {
          const { file } = current(context);
          return { file, name: file.name, documentSide: 'any', documentType: context.documentType as DocumentType };
        },
        onDone: [
          { guard: 'moreFiles', target: 'uploading', reenter: true, actions: ['recordSuccess', 'nextFile'] },
          { target: 'done', actions: ['recordSuccess', 'nextFile'] },
        ],
        onError: [
          {
            guard: 'moreFiles',
            target: 'uploading',
            reenter: true,
            actions: [{ type: 'recordFailure', params: rejection }, 'nextFile'],
          },
          { target: 'done', actions: [{ type: 'recordFailure', params: rejection }, 'nextFile'] },
        ],
      },
    },
    /** The successes and failures per file. */
    done: {
      entry: enqueueActions(({ context, enqueue }) => {
        const count = succeeded(context.results);
        if (count > 0) enqueue.emit({ type: 'documents.uploaded', count });
      }),
      on: {
        back: [
          { guard: 'allSucceeded', target: 'left', actions: 'navigateBack' },
          { target: 'editing', actions: assign(blank) },
        ],
      },
    },
    left: { type: 'final' },
  },
});
