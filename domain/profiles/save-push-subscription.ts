import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import { pushSubscriptionProblem } from './push-subscription';
import type { ProfileSettings, PushSubscriptionState } from './settings-ports';

/** Signup step 4 and the push alert: the browser's subscription, or the member's "no", is kept (sending comes later). */
export class SavePushSubscription {
  constructor(private readonly deps: { readonly profileSettings: ProfileSettings; readonly clock: Clock }) {}

  async run(memberId: MemberId, subscription: PushSubscriptionState): Promise<void> {
    const problem = pushSubscriptionProblem(subscription);
    if (problem) throw new DomainError('invalid_input', { field: problem.field, message: problem.reason });
    await this.deps.profileSettings.savePushSubscription(memberId, subscription, this.deps.clock.now());
  }
}
