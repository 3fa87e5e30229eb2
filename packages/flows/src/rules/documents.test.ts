import { describe, expect, it } from 'vitest';
import { checkDocumentFile, DOCUMENT_ACCEPT, refusedFiles, requiredUploadFields } from './documents.ts';

describe('checkDocumentFile', () => {
  it.each([
    [{ name: 'id.pdf', size: 1000, type: 'application/pdf' }, null],
    [{ name: 'ID.JPG', size: 1000, type: 'image/jpeg' }, null],
    [{ name: 'scan.jpeg', size: 1000, type: '' }, null],
    [{ name: 'scan.png', size: 1000 }, null],
    [{ name: 'scan.png', size: 2097152, type: 'IMAGE/PNG' }, null],
    [
      { name: 'scan.png', size: 2097153, type: 'image/png' },
      { error: 'fileSize', maxFileSize: 2097152, currentFileSize: 2097153 },
    ],
    [
      { name: 'scan.gif', size: 1000, type: 'image/gif' },
      { error: 'fileType', extension: 'gif' },
    ],
    [
      { name: 'scan.pdf', size: 1000, type: 'image/gif' },
      { error: 'fileType', extension: 'pdf' },
    ],
    [
      { name: 'scan', size: 1000 },
      { error: 'fileType', extension: '' },
    ],
    [
      { name: 'scan.pdf.exe', size: 1000 },
      { error: 'fileType', extension: 'exe' },
    ],
  ])('%j -> %j', (file, failure) => {
    expect(checkDocumentFile(file)).toEqual(failure);
  });

  it('offers pdf, png, jpg and jpeg to the file picker', () => {
    expect(DOCUMENT_ACCEPT).toBe('.pdf,.png,.jpg,.jpeg');
  });
});

describe('the upload form', () => {
  const ok = { name: 'id.pdf', size: 1000, type: 'application/pdf' };
  const big = { name: 'big.png', size: 3000000, type: 'image/png' };
  const gif = { name: 'a.gif', size: 10, type: 'image/gif' };

  it.each([
    ['nothing chosen', { documentType: '', files: [] }, { documentType: 'requiredField', files: 'requiredField' }],
    ['no type', { documentType: ' ', files: [ok] }, { documentType: 'requiredField' }],
    ['no files', { documentType: 'passport', files: [] }, { files: 'requiredField' }],
    ['a type and files', { documentType: 'passport', files: [ok, big] }, {}],
  ])('requires a type and files: %s', (_case, form, required) => {
    expect(requiredUploadFields(form)).toEqual(required);
  });

  it('refuses each file on its own, by its place in the list', () => {
    expect(refusedFiles([ok, ok])).toEqual([]);
    expect(refusedFiles([ok, big, gif])).toEqual([
      { index: 1, name: 'big.png', failure: { error: 'fileSize', maxFileSize: 2097152, currentFileSize: 3000000 } },
      { index: 2, name: 'a.gif', failure: { error: 'fileType', extension: 'gif' } },
    ]);
  });
});
