import { useId, useRef, useState, type ComponentProps, type DragEvent, type ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { FileIcon, UploadIcon, XIcon } from 'lucide-react';
import { Button, IconButton } from '../button/button';
import { ErrorMessage } from '../error-message/error-message';

export type FileDropzoneFile = {
  /** Stable key, e.g. name plus last-modified time. */
  id: string;
  name: string;
  /** Size or status text, already formatted ("1,2 Mt", "Lähetetty"). */
  detail?: ReactNode;
  /** Why this file is refused (too large, wrong type, upload failed); the app's validation decides. */
  error?: ReactNode;
};

export type FileDropzoneProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  label: ReactNode;
  /** What may be sent, e.g. "PDF, PNG tai JPG, enintään 2 Mt". */
  hint?: ReactNode;
  /** Text of the button that opens the file picker. */
  buttonLabel: string;
  /** Text beside the button for drag and drop ("tai pudota tiedostot tähän"). */
  dropLabel?: ReactNode;
  /** The picker's filter, e.g. ".pdf,.png,.jpg,.jpeg". */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The chosen files with the app's verdict on each. */
  files?: readonly FileDropzoneFile[];
  /** A problem with the whole choice (none chosen, say). */
  error?: ReactNode;
  /** Called with the files picked or dropped; the app validates them and passes them back as `files`. */
  onFilesSelected?: (files: File[]) => void;
  onRemove?: (id: string) => void;
  /** Accessible name of a file's remove button; the file name follows it ("Poista: passi.pdf"). */
  removeLabel?: string;
};

/** Picks or takes dropped files, and lists them with a per-file error. It never validates or uploads itself. */
export function FileDropzone({
  label,
  hint,
  buttonLabel,
  dropLabel,
  accept,
  multiple = true,
  disabled = false,
  files = [],
  error,
  onFilesSelected,
  onRemove,
  removeLabel,
  className,
  ...props
}: FileDropzoneProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = [...event.dataTransfer.files];
    if (dropped.length > 0) onFilesSelected?.(multiple ? dropped : dropped.slice(0, 1));
  }

  return (
    <div
      data-slot="file-dropzone"
      role="group"
      aria-labelledby={`${id}-label`}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <p data-slot="file-dropzone-label" id={`${id}-label`} className="text-sm font-medium text-fg">
        {label}
      </p>
      <div
        data-slot="file-dropzone-area"
        data-dragging={dragging || undefined}
        data-invalid={error ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border-strong bg-surface-sunken p-6 text-center transition-colors duration-fast',
          'data-dragging:border-accent data-dragging:bg-surface-overlay data-invalid:border-danger-text',
          // Not faded as a whole: the text must keep its contrast (the disabled button fades itself).
          disabled && 'cursor-not-allowed border-border',
        )}
      >
        <span className={cn('text-fg-muted [&_svg]:size-8', disabled && 'opacity-50')}>
          <UploadIcon aria-hidden="true" />
        </span>
        <Button
          variant="secondary"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => input.current?.click()}
        >
          {buttonLabel}
        </Button>
        {dropLabel && <p className="text-sm text-fg-muted">{dropLabel}</p>}
        <input
          ref={input}
          data-slot="file-dropzone-input"
          type="file"
          hidden
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = ''; // choosing the same file again still reports it
            if (chosen.length > 0) onFilesSelected?.(chosen);
          }}
        />
      </div>
      {hint && (
        <p data-slot="file-dropzone-hint" id={`${id}-hint`} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      {error && <ErrorMessage id={`${id}-error`} message={error} />}
      {files.length > 0 && (
        <ul data-slot="file-dropzone-list" className="flex flex-col gap-2">
          {files.map((file) => (
            <li
              key={file.id}
              data-slot="file-dropzone-file"
              data-invalid={file.error ? '' : undefined}
              className="flex items-start gap-3 rounded-md border border-border bg-surface-raised p-3 data-invalid:border-danger-text"
            >
              <span className="mt-0.5 text-fg-muted [&_svg]:size-5">
                <FileIcon aria-hidden="true" />
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="text-sm font-medium wrap-break-word text-fg">{file.name}</span>
                {file.detail && <span className="text-xs text-fg-muted">{file.detail}</span>}
                {file.error && <ErrorMessage message={file.error} />}
              </div>
              {onRemove && removeLabel && (
                <IconButton
                  variant="ghost"
                  size="sm"
                  className="-my-1"
                  disabled={disabled}
                  label={`${removeLabel}: ${file.name}`}
                  onClick={() => onRemove(file.id)}
                >
                  <XIcon aria-hidden="true" />
                </IconButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
