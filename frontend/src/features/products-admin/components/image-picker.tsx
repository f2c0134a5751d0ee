import { ImagePlus, X } from 'lucide-react';
import { useId, type Ref } from 'react';
import { ProductImage } from '@/components/catalogue/product-image';
import { cn } from '@/lib/utils';
import { MAX_IMAGES, PICKER_LIMIT } from '../lib/schema';
import { UploadProgress } from './upload-progress';
import { useProductImageUpload } from './use-product-image-upload';

/**
 * The product images (SPEC §4, §5, §9): a multiple-file picker that uploads at once
 * (POST /api/upload), previews with the first image marked as the main one, and remove
 * buttons. The label says up to 4; the list is capped at 5 after an upload and the picker
 * is disabled from 4 images on. Upload state: idle → uploading → idle.
 */
export function ImagePicker({
  value,
  onChange,
  getValue,
  error,
  inputRef,
  onUploadingChange,
}: {
  value: string[];
  onChange: (images: string[]) => void;
  /** The current list when an upload ends (it may have changed meanwhile). */
  getValue: () => string[];
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const id = useId();
  const { start, uploading, percent } = useProductImageUpload({
    // the list may have changed while the upload ran
    onUploaded: (urls) => onChange([...getValue(), ...urls].slice(0, MAX_IMAGES)),
    onUploadingChange,
  });
  const full = value.length >= PICKER_LIMIT;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  const onFiles = (input: HTMLInputElement) => {
    // Only as many files as still fit: the list keeps at most MAX_IMAGES.
    const files = Array.from(input.files ?? []).slice(0, Math.max(0, MAX_IMAGES - value.length));
    input.value = ''; // the same file can be chosen again later
    start(files);
  };

  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));

  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">
        Product Images
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>

      {value.length > 0 ? (
        <ul className="mb-3 grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Chosen images">
          {value.map((url, i) => (
            <li key={`${url}-${i}`} className="relative">
              <ProductImage
                src={url}
                alt={i === 0 ? 'Main image' : `Image ${i + 1}`}
                width={120}
                height={120}
                eager
                sizes="120px"
                className={cn('aspect-square w-full rounded-md', i === 0 && 'ring-2 ring-sky-600')}
              />
              {i === 0 ? (
                <span className="absolute bottom-1 left-1 rounded bg-sky-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                  Main
                </span>
              ) : null}
              <button
                type="button"
                onClick={() => remove(i)}
                aria-label={i === 0 ? 'Remove main image' : `Remove image ${i + 1}`}
                className="absolute top-1 right-1 grid size-8 place-items-center rounded-full bg-red-700 text-white shadow hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-offset-2 focus-visible:outline-none"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <label
        htmlFor={id}
        className={cn(
          'flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-4 text-center text-sm text-slate-700 focus-within:border-sky-600 focus-within:ring-2 focus-within:ring-sky-500 hover:bg-slate-100',
          (full || uploading) && 'cursor-not-allowed opacity-60',
          error && 'border-red-600',
        )}
      >
        <ImagePlus className="size-6 text-slate-500" aria-hidden="true" />
        <span className="font-semibold">Upload Images (up to {PICKER_LIMIT})</span>
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          {/* SPEC §5, word for word (MAX_FILE_MB); the server enforces the size */}
          PNG, JPG, GIF up to 5MB each
        </span>
        <span className="text-xs text-slate-500">The first image is the main image.</span>
        <input
          id={id}
          ref={inputRef}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={full || uploading}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={describedBy}
          onChange={(e) => onFiles(e.currentTarget)}
          className="sr-only"
        />
      </label>

      <UploadProgress active={uploading} label="Uploading images..." percent={percent} />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
