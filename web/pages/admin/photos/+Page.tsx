import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { adminApi } from '../../../admin/admin-api';
import { PhotoQueuePage } from '../../../admin/photo-queue';
import { AdminBar } from '../../../components/admin/admin-bar';
import { PhotoQueueView } from '../../../components/admin/photo-queue-view';

/** /admin/photos (issue 25, decision 0075): the moderators' photo queue. */
export default observer(function AdminPhotosPage() {
  const [page] = useState(() => new PhotoQueuePage(adminApi));
  useEffect(() => {
    void page.load();
  }, [page]);
  useEffect(() => {
    if (page.signedOut) window.location.assign('/admin/login');
  }, [page.signedOut]);
  return (
    <>
      <AdminBar actions={page.me?.actions} />
      <PhotoQueueView page={page} />
    </>
  );
});
