import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { ComplaintFields } from '../../components/complaints/complaint-fields';
import { ComplaintThanks } from '../../components/complaints/complaint-thanks';
import { Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { ComplaintForm } from '../../stores/complaint-form';
import { useStore } from '../../stores/store-context';

/** /complaints (SPEC §2): for visitors and members; stored, mailed to support and acknowledged with a reference. */
export default observer(function ComplaintsPage() {
  const t = useT();
  const store = useStore();
  const user = store.session.user;
  const complaint = useMemo(() => new ComplaintForm(store.endpoints, user !== null), [store, user]);
  return (
    <Container>
      <PageTitle>{t('complaints.title')}</PageTitle>
      {complaint.reference ? <ComplaintThanks reference={complaint.reference} /> : <ComplaintFields complaint={complaint} memberEmail={user?.email ?? null} />}
    </Container>
  );
});
