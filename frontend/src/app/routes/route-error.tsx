import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import common from 'virtual:en/common';

/** Last-resort error screen (e.g. a code-split chunk failed to load after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const { error: t } = useMessages('common', common);
  if (error) console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <title>{t.title}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-3 text-slate-600">
        {t.reload} {detail}
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t.button}
      </Button>
    </main>
  );
}
