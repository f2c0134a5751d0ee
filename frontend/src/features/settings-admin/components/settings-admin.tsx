import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useSettingsForEditing } from '../api/settings';
import { FeedLinks } from './feed-links';
import { LeadMailSetting } from './lead-mail-setting';
import { SettingsForm } from './settings-form';

/** Where the desks are edited: their own screen (docs/desks.md). */
function DesksLink() {
  return (
    <section
      aria-labelledby="desks-heading"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="desks-heading" className="text-lg font-semibold text-slate-900">
        Desks and Hours
      </h2>
      <p className="text-sm text-slate-600">
        Each desk (parts, charter, vessel sales) has its own phone, WhatsApp agents, e-mail for leads and hours, and the
        categories it answers for.
      </p>
      <div>
        <Link to={paths.admin.desks.getHref()} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          Edit desks and hours
        </Link>
      </div>
    </section>
  );
}

/** The settings screen's body: the form once the stored settings are loaded, how the staff hear of leads, and the catalogue feeds' URLs. */
export function SettingsAdmin() {
  const query = useSettingsForEditing();
  return (
    <div className="grid gap-6">
      <QueryState
        query={query}
        texts={{ loading: 'Loading settings...', what: 'the settings', empty: null }}
        isEmpty={() => false}
      >
        {(settings) => <SettingsForm settings={settings} />}
      </QueryState>
      <DesksLink />
      <LeadMailSetting />
      <FeedLinks />
    </div>
  );
}
