import type { PageContextServer } from 'vike/types';
import type { ApiEmailSettings } from '../../../bff/contract/notification-requests';

export interface NotificationsData {
  /** Her e-mail preferences and why her mail is stopped, in the page's HTML: the switches show her choice at once. */
  readonly email: ApiEmailSettings;
}

export async function data(pageContext: PageContextServer): Promise<NotificationsData> {
  return { email: await pageContext.services.emailSettings() };
}
