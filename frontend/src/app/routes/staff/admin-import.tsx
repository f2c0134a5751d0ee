import texts from 'virtual:en/catalogueImport';
import { paths } from '@/config/paths';
import { ImportScreen } from '@/features/catalogue-import/components/import-screen';
import { useMessages } from '@/i18n';
import { StaffScreen } from './staff-screen';

/** /admin/import: the catalogue in and out (docs/catalogue-io.md), administrators only. */
export function AdminImportRoute() {
  const t = useMessages('catalogueImport', texts);
  return (
    <StaffScreen
      title={t.title}
      adminOnly
      links={[{ to: paths.admin.products.getHref(), label: 'Back to Admin Dashboard' }]}
    >
      {() => <ImportScreen />}
    </StaffScreen>
  );
}
