import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { adminApi } from '../../../admin/admin-api';
import { AdminLoginFlow } from '../../../admin/admin-login-flow';
import { AdminBar } from '../../../components/admin/admin-bar';
import { AdminLoginView } from '../../../components/admin/admin-login-view';
import { AuthCard } from '../../../components/auth-card';
import { Container } from '../../../components/ui';

export default observer(function AdminLoginPage() {
  const [flow] = useState(() => new AdminLoginFlow(adminApi));
  return (
    <>
      <AdminBar />
      <main>
        <Container>
          <AuthCard aria-labelledby="admin-login-title">
            <AdminLoginView flow={flow} onSignedIn={() => window.location.assign('/admin')} />
          </AuthCard>
        </Container>
      </main>
    </>
  );
});
