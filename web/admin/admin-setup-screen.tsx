import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { AdminBar } from '../components/admin/admin-bar';
import { AdminSetupView } from '../components/admin/admin-setup-view';
import { AuthCard } from '../components/auth-card';
import { Container } from '../components/ui';
import { adminApi } from './admin-api';
import { AdminSetupFlow } from './admin-setup-flow';

/** /admin/setup?token=… (decision 0083): no session yet; her one-time link's token is in the address. */
export const AdminSetupScreen = observer(function AdminSetupScreen() {
  const { urlParsed } = usePageContext();
  const [flow] = useState(() => new AdminSetupFlow(adminApi, urlParsed.search.token ?? ''));
  return (
    <>
      <AdminBar />
      <main>
        <Container>
          <AuthCard aria-labelledby="admin-setup-title">
            <AdminSetupView flow={flow} />
          </AuthCard>
        </Container>
      </main>
    </>
  );
});
