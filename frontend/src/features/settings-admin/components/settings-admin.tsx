import { QueryState } from '@/components/ui/query-state';
import { useSettingsForEditing } from '../api/settings';
import { FeedLinks } from './feed-links';
import { LeadMailSetting } from './lead-mail-setting';
import { SettingsForm } from './settings-form';

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
      <LeadMailSetting />
      <FeedLinks />
    </div>
  );
}
