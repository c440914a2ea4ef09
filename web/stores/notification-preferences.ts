import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiEmailSettings } from '../../bff/contract/notification-requests';
import type { EmailPreference, NotificationsDisabledReason } from '../../domain/notifications/email-preferences';
import type { Api } from '../api/endpoints';
import { NO_ANSWER, problemFrom, type Problem } from '../api/problem';

type Preferences = Record<EmailPreference, boolean>;

/**
 * /notifications (SPEC §2): her e-mail preferences, each switch saved on its own as she flips it (shown at once, back
 * as it was when the server did not save it), and turning her mail back on after a complaint or an unsubscribe.
 */
export class NotificationPreferences {
  preferences: Preferences;
  disabled: readonly NotificationsDisabledReason[];
  /** The switches whose change is on its way. */
  saving = new Set<EmailPreference>();
  /** Why the last change was not saved; null after one that was. */
  problem: Problem | null = null;
  turningOn = false;
  private readonly sent = new Map<EmailPreference, number>();
  private sequence = 0;

  constructor(
    private readonly endpoints: Pick<Api, 'saveEmailSettings'>,
    initial: ApiEmailSettings,
  ) {
    this.preferences = { ...initial.preferences };
    this.disabled = [...initial.notifications_disabled];
    makeAutoObservable<this, 'endpoints' | 'sent' | 'sequence'>(this, { endpoints: false, sent: false, sequence: false });
  }

  /** Her mail is stopped (SPEC §4: a complaint, a bounce or an unsubscribe): nothing but transactional mail goes. */
  get mailStopped(): boolean {
    return this.disabled.length > 0;
  }

  /** Only a bounce stops it: no switch here helps, a confirmed address does. */
  get onlyBounce(): boolean {
    return this.disabled.length > 0 && this.disabled.every((reason) => reason === 'bounce');
  }

  /** Flips one switch at once and saves it; true when the server saved it (the page says "Opgeslagen"). */
  async set(name: EmailPreference, on: boolean): Promise<boolean> {
    const before = this.preferences[name];
    const mine = ++this.sequence;
    this.sent.set(name, mine);
    this.preferences = { ...this.preferences, [name]: on };
    this.saving = new Set(this.saving).add(name);
    this.problem = null;
    const answer = await this.endpoints.saveEmailSettings({ preferences: { [name]: on } }).catch(() => undefined);
    return this.settle(name, mine, before, answer);
  }

  /** Turns her mail back on: a complaint and an unsubscribe are undone, a bounce stays. True when saved. */
  async turnMailOn(): Promise<boolean> {
    this.turningOn = true;
    this.problem = null;
    const answer = await this.endpoints.saveEmailSettings({ enable_mail: true }).catch(() => undefined);
    runInAction(() => {
      this.turningOn = false;
      if (answer && answer.ok) this.disabled = [...answer.data.notifications.notifications_disabled];
      else if (answer !== false) this.problem = answer ? problemFrom(answer.error, 'saveEmailSettings') : { code: NO_ANSWER, action: 'saveEmailSettings' };
    });
    return Boolean(answer && answer.ok);
  }

  private settle(name: EmailPreference, mine: number, before: boolean, answer: Awaited<ReturnType<Api['saveEmailSettings']>> | undefined): boolean {
    const latest = this.sent.get(name) === mine;
    const saving = new Set(this.saving);
    if (latest) saving.delete(name);
    this.saving = saving;
    if (answer && answer.ok) {
      // Only this switch and the disabled list come from the answer: another switch may be on its way meanwhile.
      if (latest) this.preferences = { ...this.preferences, [name]: answer.data.notifications.preferences[name] };
      this.disabled = [...answer.data.notifications.notifications_disabled];
      return true;
    }
    if (latest) this.preferences = { ...this.preferences, [name]: before };
    // `false`: she was logged out (the client's 403 handling moves her to the login page).
    if (answer !== false) this.problem = answer ? problemFrom(answer.error, 'saveEmailSettings') : { code: NO_ANSWER, action: 'saveEmailSettings' };
    return false;
  }
}
