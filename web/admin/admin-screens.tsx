import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { AdminBar } from '../components/admin/admin-bar';
import { AdminHomeView } from '../components/admin/admin-home-view';
import { ComplaintQueueView } from '../components/admin/complaint-queue-view';
import { DiscountCodesView } from '../components/admin/discount-codes-view';
import { MemberAccountView } from '../components/admin/member-account-view';
import { MemberSearchView } from '../components/admin/member-search-view';
import { OperatorsView } from '../components/admin/operators-view';
import { PaymentDetailView, PaymentListView } from '../components/admin/payments-view';
import { PhotoQueueView } from '../components/admin/photo-queue-view';
import { ReportDetailsView } from '../components/admin/report-details-view';
import { ReportQueueView } from '../components/admin/report-queue-view';
import { SettingsView } from '../components/admin/settings-view';
import { adminApi } from './admin-api';
import { AdminHome } from './admin-home';
import { AdminLoginScreen } from './admin-login-screen';
import { AdminSetupScreen } from './admin-setup-screen';
import { ComplaintQueuePage } from './complaint-queue';
import type { AdminScreenName } from './admin-routes';
import { DiscountCodesPage } from './discount-codes-page';
import { MemberAccountPage, MemberSearchPage } from './member-pages';
import { OperatorsPage } from './operators-page';
import { PaymentDetailPage, PaymentListPage } from './payment-pages';
import { PhotoQueuePage } from './photo-queue';
import { ReportDetailsPage, ReportQueuePage } from './report-queue';
import { SettingsPage } from './settings-page';

/** What every signed-in screen's state offers: its first load, whether the operator is signed out, and who she is. */
interface ScreenState {
  load(): Promise<void>;
  readonly signedOut: boolean;
  readonly me?: { readonly actions: readonly string[] };
}

interface SignedInProps<S extends ScreenState> {
  readonly make: () => S;
  readonly view: (state: S) => ReactNode;
}

/**
 * A screen for a signed-in operator: its state made once, loaded after the first paint, the bar with the links her
 * role may use, and the login when her session is gone.
 */
const SignedIn = observer(function SignedIn({ make, view }: SignedInProps<ScreenState>) {
  const [state] = useState(make);
  useEffect(() => {
    void state.load();
  }, [state]);
  useEffect(() => {
    if (state.signedOut) window.location.assign('/admin/login');
  }, [state.signedOut]);
  return (
    <>
      <AdminBar actions={state.me?.actions} />
      {view(state)}
    </>
  );
}) as <S extends ScreenState>(props: SignedInProps<S>) => ReactElement;

export type AdminScreenProps = { readonly params: Readonly<Record<string, string>> };

/** Each screen of the back office (issue 25) by name: its state and its view. The addresses are in admin-routes.ts. */
export const ADMIN_SCREENS: Readonly<Record<AdminScreenName, ComponentType<AdminScreenProps>>> = {
  home: () => <SignedIn make={() => new AdminHome(adminApi)} view={(home) => <AdminHomeView home={home} />} />,
  login: AdminLoginScreen,
  setup: AdminSetupScreen,
  members: () => <SignedIn make={() => new MemberSearchPage(adminApi)} view={(search) => <MemberSearchView search={search} />} />,
  member: ({ params }) => <SignedIn make={() => new MemberAccountPage(adminApi, Number(params.id))} view={(page) => <MemberAccountView page={page} />} />,
  reports: () => <SignedIn make={() => new ReportQueuePage(adminApi)} view={(queue) => <ReportQueueView queue={queue} />} />,
  report: ({ params }) => <SignedIn make={() => new ReportDetailsPage(adminApi, Number(params.id))} view={(page) => <ReportDetailsView page={page} />} />,
  complaints: () => <SignedIn make={() => new ComplaintQueuePage(adminApi)} view={(queue) => <ComplaintQueueView queue={queue} />} />,
  photos: () => <SignedIn make={() => new PhotoQueuePage(adminApi)} view={(page) => <PhotoQueueView page={page} />} />,
  payments: () => <SignedIn make={() => new PaymentListPage(adminApi)} view={(page) => <PaymentListView page={page} />} />,
  payment: ({ params }) => <SignedIn make={() => new PaymentDetailPage(adminApi, String(params.id))} view={(page) => <PaymentDetailView page={page} />} />,
  discounts: () => <SignedIn make={() => new DiscountCodesPage(adminApi)} view={(page) => <DiscountCodesView page={page} />} />,
  settings: () => <SignedIn make={() => new SettingsPage(adminApi)} view={(page) => <SettingsView page={page} />} />,
  operators: () => <SignedIn make={() => new OperatorsPage(adminApi)} view={(page) => <OperatorsView page={page} />} />,
};
