import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/components/ui/use-toast';
import { UploadProgress } from '@/features/products-admin/components/upload-progress';
import { isApiError } from '@/lib/api';
import { imageSources } from '@/lib/image-variants';
import { cn } from '@/lib/utils';
import { useUploadBannerImage } from '../api/banners';
import { MAX_FILE_BYTES, MAX_FILE_MB, RECOMMENDED_SIZE } from '../lib/schema';

/**
 * The banner image (SPEC §4, §5, §8): one file, uploaded at once (POST /api/upload/banner),
 * with a preview. The size is checked before the upload. Upload state: idle → uploading → idle.
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
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  const onFile = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = ''; // the same file can be chosen again later
    if (!file) return;
    if (file.size >= MAX_FILE_BYTES) {
      onError('File size must be less than 10MB'); // MAX_FILE_MB (SPEC §9)
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
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>

      {value ? (
        <div className="relative mb-3">
          <img
            {...imageSources(value, '(min-width: 640px) 600px, 100vw')}
            alt="Banner image preview"
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

      <label
        htmlFor={id}
        className={cn(
          'flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-4 text-center text-sm text-slate-700 focus-within:border-sky-600 focus-within:ring-2 focus-within:ring-sky-500 hover:bg-slate-100',
          uploading && 'cursor-not-allowed opacity-60',
          error && 'border-red-600',
        )}
      >
        <ImagePlus className="size-6 text-slate-500" aria-hidden="true" />
        <span className="font-semibold">{value ? 'Replace Banner Image' : 'Upload Banner Image'}</span>
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          Banner image is required. Recommended size {RECOMMENDED_SIZE} pixels, less than {MAX_FILE_MB}MB.
        </span>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={uploading}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={describedBy}
          onChange={(e) => onFile(e.currentTarget)}
          className="sr-only"
        />
      </label>

      <UploadProgress active={uploading} label="Uploading image..." percent={percent} />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
