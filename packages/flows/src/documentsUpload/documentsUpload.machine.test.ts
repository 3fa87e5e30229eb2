import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { documentsUploadMachine } from './documentsUpload.machine.ts';

const pdf = new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' });
const png = new File(['png'], 'back.png', { type: 'image/png' });
const big = new File([new Uint8Array(2097153)], 'big.jpg', { type: 'image/jpeg' });
const word = new File(['x'], 'cv.docx');
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
  return { actor, uploadDocument, navigateBack, uploaded, context: () => actor.getSnapshot().context };
}

function submitted(files: File[] = [pdf, png]) {
  const started = start();
  started.actor.send({ type: 'type.chosen', documentType: 'passport' });
  started.actor.send({ type: 'files.chosen', files });
  started.actor.send({ type: 'submit' });
  return started;
}

describe('documentsUpload: choosing', () => {
  it('requires a type and files before anything is sent (spec 5)', () => {
    const { actor, uploadDocument, context } = start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().required).toEqual({ documentType: 'requiredField', files: 'requiredField' });

    actor.send({ type: 'type.chosen', documentType: 'idCard' });
    expect(context().required).toEqual({ files: 'requiredField' });
    actor.send({ type: 'files.chosen', files: [pdf] });
    expect(context().required).toEqual({});
    expect(uploadDocument.calls).toEqual([]);
  });

  it('checks each file as it is chosen: the size with both sizes, and the type', () => {
    const { actor, context } = start();
    actor.send({ type: 'files.chosen', files: [pdf, big] });
    actor.send({ type: 'files.chosen', files: [word, pdf] });
    expect(context().files).toEqual([pdf, big, word]);
    expect(context().refused).toEqual([
      { index: 1, name: 'big.jpg', failure: { error: 'fileSize', maxFileSize: 2097152, currentFileSize: 2097153 } },
      { index: 2, name: 'cv.docx', failure: { error: 'fileType', extension: 'docx' } },
    ]);

    actor.send({ type: 'file.removed', index: 1 });
    expect(context().files).toEqual([pdf, word]);
    expect(context().refused).toEqual([
      { index: 1, name: 'cv.docx', failure: { error: 'fileType', extension: 'docx' } },
    ]);
  });

  it('sends nothing when every chosen file is refused', () => {
    const { actor, uploadDocument } = submitted([big, word]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(uploadDocument.calls).toEqual([]);
  });
});

describe('documentsUpload: sending', () => {
  it('sends each file separately, then back goes back when all succeeded', async () => {
    const { actor, uploadDocument, navigateBack, uploaded, context } = submitted();
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(uploadDocument.calls).toEqual([
      { file: pdf, name: 'passport.pdf', documentSide: 'any', documentType: 'passport' },
    ]);

    actor.send({ type: 'submit' });
    actor.send({ type: 'files.chosen', files: [png] });
    await uploadDocument.resolve(stored('passport.pdf'));
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(uploadDocument.calls).toHaveLength(2);
    expect(uploadDocument.calls[1]).toMatchObject({ file: png, name: 'back.png' });

    await uploadDocument.resolve(stored('back.png'));
    expect(actor.getSnapshot().value).toBe('done');
    expect(context().files).toHaveLength(2);
    expect(context().results).toEqual([
      { index: 0, name: 'passport.pdf', ok: true },
      { index: 1, name: 'back.png', ok: true },
    ]);
    expect(uploaded).toEqual([{ type: 'documents.uploaded', count: 2 }]);

    actor.send({ type: 'back' });
    expect(navigateBack).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('sends the acceptable files and keeps the refusal of a file too large; back then resets', async () => {
    const { actor, uploadDocument, navigateBack, uploaded, context } = submitted([big, pdf]);
    expect(uploadDocument.calls).toEqual([
      { file: pdf, name: 'passport.pdf', documentSide: 'any', documentType: 'passport' },
    ]);
    await uploadDocument.resolve(stored('passport.pdf'));
    expect(actor.getSnapshot().value).toBe('done');
    expect(context().results).toEqual([{ index: 1, name: 'passport.pdf', ok: true }]);
    expect(context().refused).toMatchObject([{ index: 0, failure: { error: 'fileSize' } }]);
    expect(uploaded).toEqual([{ type: 'documents.uploaded', count: 1 }]);

    actor.send({ type: 'back' });
    expect(navigateBack).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toEqual({ documentType: '', files: [], required: {}, refused: [], queue: [], results: [] });
  });

  it("shows each of the server's failures beside the successes", async () => {
    const { actor, uploadDocument, navigateBack, uploaded, context } = submitted([
      pdf,
      png,
      new File(['%PDF-1.7'], 'licence.pdf', { type: 'application/pdf' }),
    ]);
    await uploadDocument.reject(appError(160, { maxFileSize: 2097152, currentFileSize: 3000000 }));
    await uploadDocument.resolve(stored('back.png'));
    await uploadDocument.reject(appError(160));
    expect(actor.getSnapshot().value).toBe('done');
    expect(context().results).toMatchObject([
      {
        index: 0,
        ok: false,
        error: {
          shown: { key: 'errors.fileSize', code: 160, values: { maxFileSize: 2097152, currentFileSize: 3000000 } },
        },
      },
      { index: 1, name: 'back.png', ok: true },
      { index: 2, ok: false, error: { shown: { key: 'errors.documentUploadException', code: 160 } } },
    ]);
    expect(uploaded).toEqual([{ type: 'documents.uploaded', count: 1 }]);

    actor.send({ type: 'back' });
    expect(navigateBack).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('reports nothing when every file failed', async () => {
    const { actor, uploadDocument, uploaded } = submitted([pdf]);
    await uploadDocument.reject(new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().value).toBe('done');
    expect(uploaded).toEqual([]);
  });
});

describe('documentsUpload: every state is reachable', () => {
  it('by the steps of the spec', () => {
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
