import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { RowActions } from '@/components/ui/row-actions';
import { toast } from '@/components/ui/use-toast';
import { imageSources } from '@/lib/image-variants';
import { cn } from '@/lib/utils';
import type { Banner } from '@/types/api';
import { useBanners, useDeleteBanner } from '../api/banners';
import { BannerForm } from './banner-form';

type Mode = { mode: 'create'; n: number } | { mode: 'edit'; banner: Banner };

/** /admin/banners body: the create/edit form (left) and the banner list (right). */
export function BannerAdmin() {
  const banners = useBanners();
  const remove = useDeleteBanner();
  // `n` remounts the create form after a success, so it starts blank again.
  const [state, setState] = useState<Mode>({ mode: 'create', n: 0 });
  const toCreate = () => setState((s) => ({ mode: 'create', n: s.mode === 'create' ? s.n + 1 : 0 }));
  const editingId = state.mode === 'edit' ? state.banner.id : undefined;

  const onEdit = (banner: Banner) => {
    setState({ mode: 'edit', banner });
    // Phones: the form is above the list.
    document.getElementById('banner-form')?.scrollIntoView?.({ block: 'start' });
  };

  const onDelete = (banner: Banner) => {
    if (!window.confirm(`Are you sure you want to delete the banner "${banner.title}"?`)) return;
    remove.mutate(banner.id, {
      onSuccess: () => {
        if (editingId === banner.id) toCreate();
        toast({ title: 'Success', description: 'Banner deleted successfully!' });
      },
      onError: () =>
        toast({ title: 'Error', description: 'Failed to delete banner. Please try again.', variant: 'destructive' }),
    });
  };

  const deletingId = remove.isPending ? remove.variables : undefined;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div id="banner-form" className="scroll-mt-4">
        <BannerForm
          key={state.mode === 'edit' ? `edit-${state.banner.id}` : `create-${state.n}`}
          editing={state.mode === 'edit' ? state.banner : null}
          count={banners.isSuccess ? banners.data.length : undefined}
          onDone={toCreate}
        />
      </div>

      <section aria-labelledby="banners-title" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h2
          id="banners-title"
          className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900 sm:px-6"
        >
          Existing Banners
        </h2>
        <QueryState
          query={banners}
          texts={{ loading: 'Loading banners...', what: 'the banners', empty: 'No banners found.' }}
        >
          {(list) => (
            <ul className="divide-y divide-slate-200" aria-label="Banners">
              {list.map((b) => (
                <li
                  key={b.id}
                  aria-label={b.title}
                  className={cn('flex flex-col gap-3 px-5 py-4 sm:flex-row sm:px-6', editingId === b.id && 'bg-sky-50')}
                >
                  {b.image ? (
                    <img
                      {...imageSources(b.image, '(min-width: 640px) 176px, 100vw')}
                      alt=""
                      width={180}
                      height={60}
                      loading="lazy"
                      className="aspect-[3/1] w-full rounded-md bg-slate-100 object-cover sm:w-44"
                    />
                  ) : null}
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold break-words text-slate-900">{b.title}</h3>
                    <p className="text-sm break-words text-slate-600">{b.description}</p>
                    <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
                      <div className="flex gap-1">
                        <dt>Order:</dt>
                        <dd>{b.displayOrder}</dd>
                      </div>
                      <div className="flex gap-1">
                        <dt>Active:</dt>
                        <dd>{b.isActive ? 'Yes' : 'No'}</dd>
                      </div>
                    </dl>
                  </div>
                  <RowActions
                    name={b.title}
                    className="shrink-0 sm:flex-col"
                    deleting={deletingId === b.id}
                    onEdit={() => onEdit(b)}
                    onDelete={() => onDelete(b)}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
