import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { adminApi } from '../../../admin/admin-api';
import { SettingsPage } from '../../../admin/settings-page';
import { AdminBar } from '../../../components/admin/admin-bar';
import { SettingsView } from '../../../components/admin/settings-view';

/** /admin/settings (issue 25, decision 0077): an admin edits the settings of the install and of each domain. */
export default observer(function AdminSettingsPage() {
  const [page] = useState(() => new SettingsPage(adminApi));
  useEffect(() => {
    void page.load();
  }, [page]);
  useEffect(() => {
    if (page.signedOut) window.location.assign('/admin/login');
  }, [page.signedOut]);
  return (
    <>
      <AdminBar actions={page.me?.actions} />
      <SettingsView page={page} />
    </>
  );
});
