import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { adminApi } from '../../../admin/admin-api';
import { ReportQueuePage } from '../../../admin/report-queue';
import { AdminBar } from '../../../components/admin/admin-bar';
import { ReportQueueView } from '../../../components/admin/report-queue-view';

/** /admin/reports (issue 25, decision 0072): the moderators' queue. */
export default observer(function AdminReportsPage() {
  const [queue] = useState(() => new ReportQueuePage(adminApi));
  useEffect(() => {
    void queue.load();
  }, [queue]);
  useEffect(() => {
    if (queue.signedOut) window.location.assign('/admin/login');
  }, [queue.signedOut]);
  return (
    <>
      <AdminBar actions={queue.me?.actions} />
      <ReportQueueView queue={queue} />
    </>
  );
});
