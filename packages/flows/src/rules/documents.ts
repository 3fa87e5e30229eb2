import { DOCUMENT_EXTENSIONS, DOCUMENT_MIME_TYPES, FILE_MAX_BYTES } from './constants.ts';

/** What the client knows of a chosen file (a browser File fits). */
export interface DocumentFile {
  name: string;
  size: number;
  /** The MIME type the browser reports; often empty when it does not know. */
  type?: string;
}

/** The accept attribute of the file input. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export type FileError =
  { error: 'fileSize'; maxFileSize: number; currentFileSize: number } | { error: 'fileType'; extension: string };

/**
 * A file is accepted when its extension is pdf, png, jpg or jpeg and the MIME type, when the browser
 * reports one, is one of theirs too; and when it has at most 2097152 bytes. Returns the first failure.
 */
export function checkDocumentFile(file: DocumentFile): FileError | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const extensionOk = (DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);
  const mimeOk = !file.type || (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  if (!extensionOk || !mimeOk) return { error: 'fileType', extension };
  if (file.size > FILE_MAX_BYTES) return { error: 'fileSize', maxFileSize: FILE_MAX_BYTES, currentFileSize: file.size };
  return null;
}

export interface DocumentUploadForm {
  documentType: string;
  files: readonly DocumentFile[];
}

/** A chosen file the rules refuse, by its place in the list. */
export interface FileRefusal {
  index: number;
  name: string;
  failure: FileError;
}

/** What the upload form lacks: a type, files (message requiredField). */
export interface RequiredUploadFields {
  documentType?: 'requiredField';
  files?: 'requiredField';
}

/** The chosen files that checkDocumentFile refuses, each with why. */
export function refusedFiles(files: readonly DocumentFile[]): FileRefusal[] {
  return files.flatMap((file, index) => {
    const failure = checkDocumentFile(file);
    return failure ? [{ index, name: file.name, failure }] : [];
  });
}

/** The upload form's required parts: a type and at least one file (message requiredField). */
export function requiredUploadFields({ documentType, files }: DocumentUploadForm): RequiredUploadFields {
  return {
    ...(documentType.trim() === '' && { documentType: 'requiredField' as const }),
    ...(files.length === 0 && { files: 'requiredField' as const }),
  };
}
