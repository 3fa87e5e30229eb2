import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { documentsUploadMachine } from './documentsUpload.machine.ts';

const pdf = new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' });
const png = new File(['png'], 'back.png', { type: 'image/png' });
const stored = (name: string): Schemas['Document'] => ({
  name,
  documentSource: 'player',
  documentStatus: 'uploaded',
  documentType: 'passport',
  uploadTime: '2026-03-01T18:22:05Z',
});

function start() {
  const uploadDocument = fakeCall<Schemas['Document'], PostBody<'/player/documentUpload'>>();
  const navigateBack = vi.fn();
  const actor = createActor(
    documentsUploadMachine.provide({
      actors: { uploadDocument: uploadDocument.logic },
      actions: { navigateBack },
    }),
  );
  const uploaded: unknown[] = [];
  actor.on('documents.uploaded', (event) => uploaded.push(event));
  actor.start();
  return { actor, uploadDocument, navigateBack, uploaded };
}

function submitted(files: File[] = [pdf, png]) {
  const started = start();
  started.actor.send({ type: 'type.chosen', documentType: 'passport' });
  started.actor.send({ type: 'files.chosen', files });
  started.actor.send({ type: 'submit' });
  return started;
}

describe('documentsUpload', () => {
  it('uploads each file separately, then back navigates back when all succeeded', async () => {
    const { actor, uploadDocument, navigateBack, uploaded } = submitted();
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(uploadDocument.calls).toEqual([
      { file: pdf, name: 'passport.pdf', documentSide: 'any', documentType: 'passport' },
    ]);

    actor.send({ type: 'submit' });
    await uploadDocument.resolve(stored('passport.pdf'));
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(uploadDocument.calls).toHaveLength(2);
    expect(uploadDocument.calls[1]).toMatchObject({ file: png, name: 'back.png' });

    await uploadDocument.resolve(stored('back.png'));
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.results).toEqual([
      { name: 'passport.pdf', ok: true },
      { name: 'back.png', ok: true },
    ]);
    expect(uploaded).toEqual([{ type: 'documents.uploaded', count: 2 }]);

    actor.send({ type: 'back' });
    expect(navigateBack).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows each failure beside the successes; back then resets the form', async () => {
    const { actor, uploadDocument, navigateBack, uploaded } = submitted([pdf, png, pdf]);
    await uploadDocument.reject(appError(160, { maxFileSize: 2097152, currentFileSize: 3000000 }));
    await uploadDocument.resolve(stored('back.png'));
    await uploadDocument.reject(appError(160));
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.results).toMatchObject([
      {
        name: 'passport.pdf',
        ok: false,
        error: {
          shown: {
            key: 'errors.fileSize',
            code: 160,
            values: { maxFileSize: 2097152, currentFileSize: 3000000 },
          },
        },
      },
      { name: 'back.png', ok: true },
      { name: 'passport.pdf', ok: false, error: { shown: { key: 'errors.documentUploadException', code: 160 } } },
    ]);
    expect(uploaded).toEqual([{ type: 'documents.uploaded', count: 1 }]);

    actor.send({ type: 'back' });
    expect(navigateBack).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({ documentType: '', files: [], errors: null, index: 0, results: [] });
  });

  it('reports nothing when every file failed', async () => {
    const { actor, uploadDocument, uploaded } = submitted([pdf]);
    await uploadDocument.reject(new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().value).toBe('done');
    expect(uploaded).toEqual([]);
  });

  it('requires a type and files, and checks each file (spec section 5)', () => {
    const { actor, uploadDocument } = start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      documentType: 'requiredField',
      files: 'requiredField',
      fileErrors: [],
    });

    const big = new File([new Uint8Array(2097153)], 'big.jpg', { type: 'image/jpeg' });
    const word = new File(['x'], 'cv.docx');
    actor.send({ type: 'type.chosen', documentType: 'idCard' });
    expect(actor.getSnapshot().context.errors).toBeNull();
    actor.send({ type: 'files.chosen', files: [pdf, big, word] });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      fileErrors: [
        { index: 1, name: 'big.jpg', failure: { error: 'fileSize', maxFileSize: 2097152, currentFileSize: 2097153 } },
        { index: 2, name: 'cv.docx', failure: { error: 'fileType', extension: 'docx' } },
      ],
    });
    expect(uploadDocument.calls).toEqual([]);

    actor.send({ type: 'files.chosen', files: [pdf] });
    expect(actor.getSnapshot().context.errors).toBeNull();
    actor.send({ type: 'submit' });
    expect(uploadDocument.calls).toEqual([
      { file: pdf, name: 'passport.pdf', documentSide: 'any', documentType: 'idCard' },
    ]);
  });

  it('reaches every state', () => {
    const events = [
      { type: 'type.chosen', documentType: 'passport' },
      { type: 'files.chosen', files: [pdf] },
      { type: 'submit' },
      done('uploadDocument', stored('passport.pdf')),
      failed('uploadDocument', appError(160)),
      { type: 'back' },
    ];
    expect(reachedStates(documentsUploadMachine, events)).toEqual(atomicStates(documentsUploadMachine));
  });
});
