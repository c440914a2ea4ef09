import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { adminApi } from '../../../admin/admin-api';
import { MemberSearchPage } from '../../../admin/member-pages';
import { AdminBar } from '../../../components/admin/admin-bar';
import { MemberSearchView } from '../../../components/admin/member-search-view';

/** /admin/members (issue 25, decision 0073): support finds a member. */
export default observer(function AdminMembersPage() {
  const [search] = useState(() => new MemberSearchPage(adminApi));
  useEffect(() => {
    void search.load();
  }, [search]);
  useEffect(() => {
    if (search.signedOut) window.location.assign('/admin/login');
  }, [search.signedOut]);
  return (
    <>
      <AdminBar actions={search.me?.actions} />
      <MemberSearchView search={search} />
    </>
  );
});
