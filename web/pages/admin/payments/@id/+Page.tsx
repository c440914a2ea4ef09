import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { adminApi } from '../../../../admin/admin-api';
import { PaymentDetailPage } from '../../../../admin/payment-pages';
import { AdminBar } from '../../../../components/admin/admin-bar';
import { PaymentDetailView } from '../../../../components/admin/payments-view';

/** /admin/payments/@id (issue 25, decision 0076): one payment with its refunds, refunded or reversed by finance. */
export default observer(function AdminPaymentPage() {
  const id = String(usePageContext().routeParams.id);
  const [page] = useState(() => new PaymentDetailPage(adminApi, id));
  useEffect(() => {
    void page.load();
  }, [page]);
  useEffect(() => {
    if (page.signedOut) window.location.assign('/admin/login');
  }, [page.signedOut]);
  return (
    <>
      <AdminBar actions={page.me?.actions} />
      <PaymentDetailView page={page} />
    </>
  );
});
