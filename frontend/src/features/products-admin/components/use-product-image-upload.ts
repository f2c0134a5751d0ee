import { toast } from '@/components/ui/use-toast';
import { useUploadImages } from '../api/products';

/**
 * Uploading product images (POST /api/upload) with their toasts:
 * 'Images uploaded successfully!' or 'Failed to upload images. Please try again.'.
 * Used by the admin's image picker and the sub-user's image URL field.
 */
export function useProductImageUpload({
  onUploaded,
  onUploadingChange,
}: {
  onUploaded: (urls: string[]) => void;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const { mutation, percent } = useUploadImages();
  const start = (files: File[]) => {
    if (files.length === 0) return;
    onUploadingChange?.(true);
    mutation.mutate(files, {
      onSuccess: (urls) => {
        onUploaded(urls);
        toast({ title: 'Success!', description: 'Images uploaded successfully!' });
      },
      onError: () =>
        toast({ title: 'Error', description: 'Failed to upload images. Please try again.', variant: 'destructive' }),
      onSettled: () => onUploadingChange?.(false),
    });
  };
  return { start, uploading: mutation.isPending, percent };
}
