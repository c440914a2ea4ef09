import { ContainerModule } from 'inversify';
import { ChangeEmailSettings, ReadEmailSettings } from '../../domain/notifications/email-settings';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const U = USE_CASES.emailSettings;

/** Issue 23, decision 0056: her e-mail preferences on /notifications. */
export const emailSettingsModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, U.read, (d) => new ReadEmailSettings(d), { preferences: P.emailPreferences });
  bindUseCase(bind, U.change, (d) => new ChangeEmailSettings(d), { preferences: P.emailPreferences });
});
