import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import { DocumentsPanelPage } from './document-panel-pages';
import { UploadDocumentsPanelPage } from './document-panel-pages';

const player = () =>
  json({ success: true, userId: 7, nickName: 'Lucky7', firstName: 'Maija', lastName: 'Mallikas', email: 'm@e.fi' });
const passport = {
  name: 'passport.pdf',
  documentSource: 'player',
  documentStatus: 'approved',
  documentType: 'passport',
  uploadTime: '2026-03-01T18:22:05Z',
};

const pdf = () => new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' });
const bigJpg = () => new File([new Uint8Array(3_000_000)], 'scan.jpg', { type: 'image/jpeg' });
const png = () => new File(['png'], 'back.png', { type: 'image/png' });

function openUpload(answers: Record<string, Answer>) {
  const props = { push: vi.fn(), back: vi.fn(), close: vi.fn() };
  const uploads: FormData[] = [];
  const rendered = renderApp({
    path: '/en',
    pages: { HOME: { default: () => <UploadDocumentsPanelPage {...props} /> } },
    signedIn: true,
    answers: {
      'GET /player-api/player': player,
      'GET /player-api/player/documents': () => json({ success: true, documents: [] }),
      ...answers,
      'POST /player-api/player/documentUpload': async (request) => {
        uploads.push(await request.clone().formData());
        return answers['POST /player-api/player/documentUpload']!(request);
      },
    },
  });
  return { ...rendered, props, uploads };
}

async function choose(user: ReturnType<typeof userEvent.setup>, files: File[]) {
  await user.click(await screen.findByRole('combobox', { name: 'Document type' }));
  await user.click(await screen.findByRole('option', { name: 'Passport' }));
  await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, files);
}

// jsdom lacks what Radix Select calls while its list is open.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

const fileRow = (name: string) => screen.getByText(name).closest('li')!;

describe('the documents page', () => {
  it('lists each document with its type, status and upload time, and opens the upload page', async () => {
    const user = userEvent.setup();
    const push = vi.fn();
    renderApp({
      path: '/en',
      pages: { HOME: { default: () => <DocumentsPanelPage push={push} back={vi.fn()} close={vi.fn()} /> } },
      signedIn: true,
      answers: {
        'GET /player-api/player': player,
        'GET /player-api/player/documents': () => json({ success: true, documents: [passport] }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Documents sent' });
    expect(within(list).getByText('Passport')).toBeTruthy();
    expect(within(list).getByText('Approved')).toBeTruthy();
    expect(within(list).getByText('passport.pdf')).toBeTruthy();
    expect(within(list).getByText(/^Sent 01\/03\/2026/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload documents' }));
    expect(push).toHaveBeenCalledWith('upload-documents');
  });

  it('says when there are none', async () => {
    renderApp({
      path: '/en',
      pages: { HOME: { default: () => <DocumentsPanelPage push={vi.fn()} back={vi.fn()} close={vi.fn()} /> } },
      signedIn: true,
      answers: {
        'GET /player-api/player': player,
        'GET /player-api/player/documents': () => json({ success: true, documents: [] }),
      },
    });
    expect(await screen.findByText('You have not sent any documents yet.')).toBeTruthy();
  });
});

describe('the upload page', () => {
  it('requires a type and files', async () => {
    const user = userEvent.setup();
    const { uploads } = openUpload({ 'POST /player-api/player/documentUpload': () => json(passport) });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(uploads).toEqual([]);
  });

  it('sends each acceptable file on its own; a file over 2 MB shows the size message with both sizes', async () => {
    const user = userEvent.setup();
    const { uploads, queryClient, props } = openUpload({
      'POST /player-api/player/documentUpload': () => json({ success: true, ...passport, documentStatus: 'uploaded' }),
    });
    await choose(user, [bigJpg(), pdf()]);
    // Known as soon as it is chosen.
    expect(within(fileRow('scan.jpg')).getByRole('alert').textContent).toContain('(2.9 MB)');
    expect(within(fileRow('scan.jpg')).getByRole('alert').textContent).toContain('2 MB');

    queryClient.setQueryData(['player', 'documents'], { success: true, documents: [] });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('1 of 2 files were sent. See the errors below.')).toBeTruthy();
    expect(uploads).toHaveLength(1);
    expect(Object.fromEntries([...uploads[0]!.entries()].map(([key, value]) => [key, String(value)]))).toMatchObject({
      name: 'passport.pdf',
      documentSide: 'any',
      documentType: 'passport',
    });
    expect(uploads[0]!.get('file')).toMatchObject({ type: 'application/pdf' });
    expect(within(fileRow('passport.pdf')).getByText('Sent')).toBeTruthy();
    expect(within(fileRow('scan.jpg')).getByText('Not sent')).toBeTruthy();
    // The list loads again when it shows.
    expect(queryClient.getQueryState(['player', 'documents'])?.isInvalidated).toBe(true);

    // Not all were sent: back starts a new upload.
    await user.click(screen.getByRole('button', { name: 'New upload' }));
    expect(screen.queryByText('passport.pdf')).toBeNull();
    expect(props.back).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on its file and the type message on a file of another type", async () => {
    // A file dropped on the area is not filtered by the picker's accept list.
    const user = userEvent.setup({ applyAccept: false });
    let answer = 0;
    openUpload({
      'POST /player-api/player/documentUpload': () =>
        (answer += 1) === 1
          ? json({ success: false, errorCode: 160, error: 'Failed' }, 400)
          : json({ success: true, ...passport }),
    });
    await choose(user, [pdf(), png(), new File(['x'], 'cv.docx')]);
    expect(within(fileRow('cv.docx')).getByRole('alert').textContent).toContain('PDF, PNG, JPG and JPEG');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('1 of 3 files were sent. See the errors below.');
    expect(within(fileRow('passport.pdf')).getByRole('alert').textContent).toContain('(160)');
    expect(within(fileRow('back.png')).getByText('Sent')).toBeTruthy();
  });

  it('goes back to the list when every file was sent', async () => {
    const user = userEvent.setup();
    const { uploads, props } = openUpload({
      'POST /player-api/player/documentUpload': () => json({ success: true, ...passport }),
    });
    await choose(user, [pdf(), png()]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('All files have been sent.')).toBeTruthy();
    expect(uploads.map((form) => form.get('name'))).toEqual(['passport.pdf', 'back.png']);
    await user.click(screen.getByRole('button', { name: 'Back to documents' }));
    expect(props.back).toHaveBeenCalledOnce();
  });
});
