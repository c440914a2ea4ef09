import { Container, type ContainerModule, type ServiceIdentifier } from 'inversify';
import { accountsModule } from './accounts';
import { chatModule } from './chat';
import { likesModule } from './likes';
import { supportModule } from './support';
import { paymentsModule } from './payments';
import { discountsModule } from './discounts';
import { directDebitModule } from './direct-debit';
import { privacyModule } from './privacy';
import { emailSettingsModule } from './email-settings';
import { profilesModule } from './profiles';
import { searchModule } from './search';
import { unsubscribeModule } from './unsubscribe';
import { visitorsModule } from './visitors';
import { operatorsModule } from './operators';
import { USE_CASES, type Area } from './tokens';

/** The areas of SPEC, each a module binding its use cases to ports. */
export const AREA_MODULES: readonly ContainerModule[] = [
  accountsModule,
  profilesModule,
  searchModule,
  chatModule,
  privacyModule,
  likesModule,
  supportModule,
  paymentsModule,
  discountsModule,
  directDebitModule,
  emailSettingsModule,
  unsubscribeModule,
  visitorsModule,
  operatorsModule,
];

/**
 * The one wiring: the area modules over one adapter module (PostgreSQL and friends in production, memory in
 * features and unit tests). A test overrides a binding with `container.rebind(token)` before it resolves anything.
 */
export function createContainer(adapters: ContainerModule): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(adapters, ...AREA_MODULES);
  return container;
}

type Resolved<T> = { readonly [K in keyof T]: T[K] extends ServiceIdentifier<infer V> ? V : never };
export type AreaUseCases<A extends Area> = Resolved<(typeof USE_CASES)[A]>;
export type UseCases = { readonly [A in Area]: AreaUseCases<A> };

/** Every use case, resolved: what the HTTP layer is handed. */
export function useCasesOf(container: Container): UseCases {
  const resolve = <A extends Area>(area: A) =>
    Object.fromEntries(Object.entries(USE_CASES[area]).map(([name, id]) => [name, container.get(id as ServiceIdentifier)])) as AreaUseCases<A>;
  return {
    accounts: resolve('accounts'),
    profiles: resolve('profiles'),
    search: resolve('search'),
    chat: resolve('chat'),
    privacy: resolve('privacy'),
    likes: resolve('likes'),
    support: resolve('support'),
    payments: resolve('payments'),
    discounts: resolve('discounts'),
    directDebit: resolve('directDebit'),
    emailSettings: resolve('emailSettings'),
    unsubscribe: resolve('unsubscribe'),
    visitors: resolve('visitors'),
    operators: resolve('operators'),
  };
}
