import { QueryState } from '@/components/ui/query-state';
import { useSettingsForEditing } from '../api/settings';
import { SettingsForm } from './settings-form';

/** The settings screen's body: the form once the stored settings are loaded. */
export function SettingsAdmin() {
  const query = useSettingsForEditing();
  return (
    <QueryState
      query={query}
      texts={{ loading: 'Loading settings...', what: 'the settings', empty: null }}
      isEmpty={() => false}
    >
      {(settings) => <SettingsForm settings={settings} />}
    </QueryState>
  );
}
