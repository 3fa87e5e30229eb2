import { assign, enqueueActions, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appAction, appActor } from '../app-provided.ts';
import { isDocumentUploadValid, validateDocumentUpload, type DocumentUploadErrors } from '../rules/documents.ts';
import { flowError, type FlowError } from '../rules/errors.ts';

type DocumentType = Schemas['DocumentType'];
type UploadBody = PostBody<'/player/documentUpload'>;

/** A chosen file; a browser File is one. */
export type UploadFile = Blob & { readonly name: string };

export type FileResult = { name: string; ok: true } | { name: string; ok: false; error: FlowError };

export interface DocumentsUploadContext {
  documentType: DocumentType | '';
  files: readonly UploadFile[];
  /** Type and files required, each file acceptable (spec section 5); null until submitted. */
  errors: DocumentUploadErrors | null;
  /** The file being uploaded. */
  index: number;
  /** One result per file uploaded so far, in order. */
  results: FileResult[];
}

export type DocumentsUploadEvent =
  | { type: 'type.chosen'; documentType: DocumentType | '' }
  | { type: 'files.chosen'; files: readonly UploadFile[] }
  | { type: 'submit' }
  | { type: 'back' };

/** Told to the app so that it refreshes the documents list. */
export type DocumentsUploadEmitted = { type: 'documents.uploaded'; count: number };

const validate = ({ documentType, files }: DocumentsUploadContext) => validateDocumentUpload({ documentType, files });
const succeeded = (results: FileResult[]) => results.filter((result) => result.ok).length;

/** What the upload call rejected with. */
const rejection = ({ event }: { event: { error?: unknown } }) => event.error;

/** The file being uploaded. */
const current = ({ files, index }: DocumentsUploadContext) => files[index] as UploadFile;

/** The empty form. */
const blank = (): DocumentsUploadContext => ({ documentType: '', files: [], errors: null, index: 0, results: [] });

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
    /** Leaves the upload page (the router's back). */
    navigateBack: appAction('navigateBack'),
    recordSuccess: assign({
      results: ({ context }) => [...context.results, { name: current(context).name, ok: true as const }],
    }),
    recordFailure: assign({
      results: ({ context }, error: unknown) => [
        ...context.results,
        { name: current(context).name, ok: false as const, error: flowError(error, 'documentUpload') },
      ],
    }),
    nextFile: assign({ index: ({ context }) => context.index + 1 }),
  },
  guards: {
    invalid: ({ context }) => !isDocumentUploadValid(validate(context)),
    moreFiles: ({ context }) => context.index + 1 < context.files.length,
    allSucceeded: ({ context }) => succeeded(context.results) === context.files.length,
  },
}).createMachine({
  id: 'documentsUpload',
  context: blank,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'type.chosen': { actions: assign({ documentType: ({ event }) => event.documentType, errors: null }) },
        'files.chosen': { actions: assign({ files: ({ event }) => event.files, errors: null }) },
        submit: [
          { guard: 'invalid', actions: assign({ errors: ({ context }) => validate(context) }) },
          { target: 'uploading', actions: assign({ errors: null, index: 0, results: [] }) },
        ],
      },
    },
    /** Each file is uploaded separately, one after the other. */
    uploading: {
      tags: 'busy',
      invoke: {
        id: 'uploadDocument',
        src: 'uploadDocument',
        input: ({ context }) => ({
          file: current(context),
          name: current(context).name,
          documentSide: 'any',
          documentType: context.documentType as DocumentType,
        }),
        onDone: [
          { guard: 'moreFiles', target: 'uploading', reenter: true, actions: ['recordSuccess', 'nextFile'] },
          { target: 'done', actions: 'recordSuccess' },
        ],
        onError: [
          {
            guard: 'moreFiles',
            target: 'uploading',
            reenter: true,
            actions: [{ type: 'recordFailure', params: rejection }, 'nextFile'],
          },
          { target: 'done', actions: { type: 'recordFailure', params: rejection } },
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
