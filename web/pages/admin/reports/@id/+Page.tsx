import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { adminApi } from '../../../../admin/admin-api';
import { ReportDetailsPage } from '../../../../admin/report-queue';
import { AdminBar } from '../../../../components/admin/admin-bar';
import { ReportDetailsView } from '../../../../components/admin/report-details-view';

/** /admin/reports/@id (issue 25, decision 0072): one report and the moderator's decision. */
export default observer(function AdminReportPage() {
  const { routeParams } = usePageContext();
  const [page] = useState(() => new ReportDetailsPage(adminApi, Number(routeParams.id)));
  useEffect(() => {
    void page.load();
  }, [page]);
  useEffect(() => {
    if (page.signedOut) window.location.assign('/admin/login');
  }, [page.signedOut]);
  return (
    <>
      <AdminBar actions={page.me?.actions} />
      <ReportDetailsView page={page} />
    </>
  );
});
