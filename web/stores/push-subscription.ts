import type { z } from 'zod/mini';
import { pushSubscriptionBody } from '../../bff/contract/profile-media-requests';
import type { Api } from '../api/endpoints';

export type PushChoice = z.input<typeof pushSubscriptionBody>['subscription'];

/**
 * Signup step 4: the browser's push subscription, or 'denied' (POST /api/user.php?push=1). The step goes on whatever
 * the answer: a member without push still gets her messages by email. True when saved.
 */
export async function savePushChoice(endpoints: Pick<Api, 'savePushSubscription'>, subscription: PushChoice): Promise<boolean> {
  const request = { subscription };
  if (!pushSubscriptionBody.safeParse(request).success) return false;
  const answer = await endpoints.savePushSubscription(request).catch(() => false as const);
  return Boolean(answer && answer.ok);
}
