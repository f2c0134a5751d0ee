import { X } from 'lucide-react';
import { useId } from 'react';
import { FieldError, RequiredMark } from '@/components/ui/field';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { imageSources } from '@/lib/image-variants';
import { useUploadBannerImage } from '../api/banners';
import { MAX_FILE_BYTES, MAX_FILE_MB, RECOMMENDED_SIZE } from '../lib/schema';

/**
 * The banner image: one file, uploaded at once (POST /api/upload/banner), with a preview.
 * The size is checked before the upload. Upload state: idle → uploading → idle.
 */
export function BannerImageUpload({
  value,
  onChange,
  error,
  onError,
  onUploadingChange,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string;
  /** A client-side refusal (file too large), shown as the field's error. */
  onError: (message: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const id = useId();
  const { mutation: upload, percent } = useUploadBannerImage();
  const uploading = upload.isPending;

  const onFile = (file: File) => {
    if (file.size >= MAX_FILE_BYTES) {
      onError('File size must be less than 10MB'); // MAX_FILE_MB
      return;
    }
    onUploadingChange?.(true);
    upload.mutate(file, {
      onSuccess: (url) => {
        onChange(url);
        toast({ title: 'Success', description: 'Image uploaded successfully!' });
      },
      onError: (err) =>
        toast({
          title: 'Upload Failed',
          description: (isApiError(err) && err.serverMessage) || 'Failed to upload image',
          variant: 'destructive',
        }),
      onSettled: () => onUploadingChange?.(false),
    });
  };

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">
        Banner Image
        <RequiredMark />
      </legend>

      {value ? (
        <div className="relative mb-3">
          <img
            {...imageSources(value, '(min-width: 640px) 600px, 100vw')}
            alt="Banner preview"
            width={1200}
            height={400}
            className="aspect-[3/1] w-full rounded-md bg-slate-100 object-cover"
          />
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label="Remove banner image"
            className="absolute top-2 right-2 grid size-9 place-items-center rounded-full bg-red-700 text-white shadow hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}

      <FileDropZone
        id={id}
        title={value ? 'Replace Banner Image' : 'Upload Banner Image'}
        disabled={uploading}
        error={!!error}
        describedBy={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onFiles={([file]) => file && onFile(file)}
        upload={{ active: uploading, label: 'Uploading image...', percent }}
      >
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          Banner image is required. Recommended size {RECOMMENDED_SIZE} pixels, less than {MAX_FILE_MB}MB.
        </span>
      </FileDropZone>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
