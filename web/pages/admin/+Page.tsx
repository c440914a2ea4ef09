import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { adminApi } from '../../admin/admin-api';
import { AdminHome } from '../../admin/admin-home';
import { AdminBar } from '../../components/admin/admin-bar';
import { AdminHomeView } from '../../components/admin/admin-home-view';

export default observer(function AdminPage() {
  const [home] = useState(() => new AdminHome(adminApi));
  useEffect(() => {
    void home.load();
  }, [home]);
  useEffect(() => {
    if (home.signedOut) window.location.assign('/admin/login');
  }, [home.signedOut]);
  return (
    <>
      <AdminBar actions={home.me?.actions} />
      <AdminHomeView home={home} />
    </>
  );
});
