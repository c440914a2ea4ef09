import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { adminApi } from '../../../../admin/admin-api';
import { MemberAccountPage } from '../../../../admin/member-pages';
import { AdminBar } from '../../../../components/admin/admin-bar';
import { MemberAccountView } from '../../../../components/admin/member-account-view';

/** /admin/members/@id (issue 25, decision 0073): one member's account for support and finance. */
export default observer(function AdminMemberPage() {
  const id = Number(usePageContext().routeParams.id);
  const [page] = useState(() => new MemberAccountPage(adminApi, id));
  useEffect(() => {
    void page.load();
  }, [page]);
  useEffect(() => {
    if (page.signedOut) window.location.assign('/admin/login');
  }, [page.signedOut]);
  return (
    <>
      <AdminBar actions={page.me?.actions} />
      <MemberAccountView page={page} />
    </>
  );
});
