import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { adminApi } from '../../../admin/admin-api';
import { DiscountCodesPage } from '../../../admin/discount-codes-page';
import { AdminBar } from '../../../components/admin/admin-bar';
import { DiscountCodesView } from '../../../components/admin/discount-codes-view';

/** /admin/discounts (issue 25, decision 0078): finance makes, limits and ends discount codes. */
export default observer(function AdminDiscountsPage() {
  const [page] = useState(() => new DiscountCodesPage(adminApi));
  useEffect(() => {
    void page.load();
  }, [page]);
  useEffect(() => {
    if (page.signedOut) window.location.assign('/admin/login');
  }, [page.signedOut]);
  return (
    <>
      <AdminBar actions={page.me?.actions} />
      <DiscountCodesView page={page} />
    </>
  );
});
