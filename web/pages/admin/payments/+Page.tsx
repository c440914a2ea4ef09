import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { adminApi } from '../../../admin/admin-api';
import { PaymentListPage } from '../../../admin/payment-pages';
import { AdminBar } from '../../../components/admin/admin-bar';
import { PaymentListView } from '../../../components/admin/payments-view';

/** /admin/payments (issue 25, decision 0076): finance's list of payments. */
export default observer(function AdminPaymentsPage() {
  const [page] = useState(() => new PaymentListPage(adminApi));
  useEffect(() => {
    void page.load();
  }, [page]);
  useEffect(() => {
    if (page.signedOut) window.location.assign('/admin/login');
  }, [page.signedOut]);
  return (
    <>
      <AdminBar actions={page.me?.actions} />
      <PaymentListView page={page} />
    </>
  );
});
