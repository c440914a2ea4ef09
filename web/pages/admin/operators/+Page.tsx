import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { adminApi } from '../../../admin/admin-api';
import { OperatorsPage } from '../../../admin/operators-page';
import { AdminBar } from '../../../components/admin/admin-bar';
import { OperatorsView } from '../../../components/admin/operators-view';

/** /admin/operators (issue 25, decision 0077): the admin manages the operators. */
export default observer(function AdminOperatorsPage() {
  const [page] = useState(() => new OperatorsPage(adminApi));
  useEffect(() => {
    void page.load();
  }, [page]);
  useEffect(() => {
    if (page.signedOut) window.location.assign('/admin/login');
  }, [page.signedOut]);
  return (
    <>
      <AdminBar actions={page.me?.actions} />
      <OperatorsView page={page} />
    </>
  );
});
