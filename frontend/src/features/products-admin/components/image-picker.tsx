import { useId, type Ref } from 'react';
import { RequiredMark, FieldError } from '@/components/ui/field';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { MAX_IMAGES, PICKER_LIMIT } from '../lib/schema';
import { ImageOrderList } from './image-order-list';
import { useProductImageUpload } from './use-product-image-upload';

/**
 * The product images (docs/frontend.md): a multiple-file picker that uploads at once
 * (POST /api/upload), previews with the first image marked as the main one, reordering
 * (drag and drop, or the buttons of each image) and remove buttons. The label says up to 4;
 * the list is capped at 5 after an upload and the picker is disabled from 4 images on.
 * Upload state: idle → uploading → idle.
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

  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">
        Product Images
        <RequiredMark />
      </legend>

      <ImageOrderList images={value} onChange={onChange} />

      <FileDropZone
        id={id}
        title={`Upload Images (up to ${PICKER_LIMIT})`}
        multiple
        disabled={full || uploading}
        error={!!error}
        inputRef={inputRef}
        describedBy={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        // Only as many files as still fit: the list keeps at most MAX_IMAGES.
        onFiles={(files) => start(files.slice(0, Math.max(0, MAX_IMAGES - value.length)))}
        upload={{ active: uploading, label: 'Uploading images...', percent }}
      >
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          {/* fixed words (docs/behaviour.md; MAX_FILE_MB); the server enforces the size */}
          PNG, JPG, GIF up to 5MB each
        </span>
        <span className="text-xs text-slate-500">The first image is the main image.</span>
      </FileDropZone>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
