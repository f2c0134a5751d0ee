import { NotFoundContent } from '../not-found';

/** Unknown /admin/* and /sub-user/* paths: a 404 without the site header and footer. */
export function StaffNotFoundRoute() {
  return (
    <main id="main" className="min-h-dvh bg-slate-100">
      <NotFoundContent />
    </main>
  );
}
