import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { AdminBar } from '../components/admin/admin-bar';
import { AdminLoginView } from '../components/admin/admin-login-view';
import { AuthCard } from '../components/auth-card';
import { Container } from '../components/ui';
import { adminApi } from './admin-api';
import { AdminLoginFlow } from './admin-login-flow';

/** /admin/login (decision 0070): password, then the code of her app (or enrolment at her first login). */
export const AdminLoginScreen = observer(function AdminLoginScreen() {
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
