import { ImagePlus, type LucideIcon } from 'lucide-react';
import { useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/utils';
import { UploadProgress } from './upload-progress';

/** The image types the upload endpoints take. */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

const looks = {
  zone: 'flex min-h-24 flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-4 text-center text-sm text-slate-700 focus-within:border-sky-600 focus-within:ring-2 focus-within:ring-sky-500 hover:bg-slate-100',
  button:
    'inline-flex h-11 shrink-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 focus-within:ring-2 focus-within:ring-sky-500 hover:bg-slate-50',
};

/**
 * A file picker: a visually hidden file input inside its label, which is the visible target
 * (a dashed drop zone, or a button-like `look="button"`). Files chosen or dropped on it go to
 * `onFiles`; the input is emptied each time, so the same file can be chosen again. With
 * `upload`, the upload's status and progress bar show below it.
 */
export function FileDropZone({
  id,
  title,
  children,
  look = 'zone',
  multiple = false,
  disabled = false,
  error = false,
  inputRef,
  describedBy,
  onFiles,
  upload,
  accept = IMAGE_TYPES,
  icon: Icon = ImagePlus,
}: {
  id?: string;
  /** The visible name of the control (the label's main text). */
  title: ReactNode;
  /** More text under the title (hints; give them ids for `describedBy`). */
  children?: ReactNode;
  look?: keyof typeof looks;
  multiple?: boolean;
  disabled?: boolean;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  describedBy?: string;
  onFiles: (files: File[]) => void;
  upload?: { active: boolean; label: string; percent: number };
  /** The file types offered (the input's `accept`): images unless told. */
  accept?: string;
  icon?: LucideIcon;
}) {
  const [dragging, setDragging] = useState(false);
  const onDragOver = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault(); // allows the drop
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    setDragging(false);
    if (disabled || event.dataTransfer.files.length === 0) return;
    event.preventDefault(); // not opened by the browser
    const files = Array.from(event.dataTransfer.files);
    onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <>
      <label
        htmlFor={id}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          looks[look],
          'cursor-pointer',
          disabled && 'cursor-not-allowed opacity-60',
          error && 'border-red-600',
          dragging && 'border-sky-600 bg-sky-50',
        )}
      >
        <Icon className={look === 'zone' ? 'size-6 text-slate-500' : 'size-4'} aria-hidden="true" />
        {look === 'zone' ? <span className="font-semibold">{title}</span> : title}
        {children}
        <input
          id={id}
          ref={inputRef}
          type="file"
          multiple={multiple}
          accept={accept}
          disabled={disabled}
          aria-invalid={look === 'zone' ? (error ? 'true' : 'false') : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = ''; // the same file can be chosen again later
            if (files.length > 0) onFiles(files);
          }}
          className="sr-only"
        />
      </label>
      {upload ? <UploadProgress {...upload} /> : null}
    </>
  );
}
