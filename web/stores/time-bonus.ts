import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiDiscountCode } from '../../bff/contract/api-types';
import { secondsLeft, timeBonusCountdown } from '../../domain/discounts/time-bonus';
import { inMembersArea, timeBonusEnd, timeBonusModalShows, timeBonusShows, type TimeBonusViewer } from '../../domain/discounts/time-bonus-visibility';
import type { Api } from '../api/endpoints';
import type { SessionStore } from './session-store';

/** SPEC §4: the dismissal of the time-bonus modal, kept as a timestamp; once dismissed it stays hidden. */
export const TIME_BONUS_DISMISSED_KEY = 'hs_time_bonus_dismissed';

/** SPEC §4, §9: the countdown ticks each second. */
export const TICK_MS = 1000;

/**
 * The modal waits until she is idle (issue 27): no input (a key, a tap, a click, the wheel, a scroll) for this long,
 * no dialog open and no field she types in focused. It then opens at once (within a tick), and stays until dismissed.
 */
export const IDLE_MS = 5000;

/** Inputs closer together than this are one: a scroll's or a key's burst writes the store once. */
const INPUT_GRAIN_MS = 250;

/** What the page says of her: a dialog is open, or a field she types in has her focus (time-bonus-clock.tsx). */
export type Occupied = () => boolean;

/** The device's localStorage, or none on the server or where the browser refuses it. */
export function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The welcome time bonus of this tab (SPEC §3 `timeBonus`, §4): the member's active discount, loaded once, its
 * countdown ticking each second, and the banner and modal shown by the domain's own rules
 * (domain/discounts/time-bonus-visibility.ts), the same the server uses. It counts nothing until the tab starts it
 * after hydration, so the server's page and the first render agree.
 */
export class TimeBonusStore {
  /** What GET /api/discountcode.php?welcome=true answered; null for none, or when the call failed (SPEC §8: ignored). */
  discount: ApiDiscountCode | null = null;
  /** The last tick, in ms since the epoch; null until started. */
  now: number | null = null;
  /** When the member entered the members area (SPEC §4), ms; null outside it. */
  enteredAreaAt: number | null = null;
  dismissedAt: number | null = null;
  path = '/';
  /** Her last input (key, pointer, wheel, scroll), ms; null: none since the page opened. */
  lastInputAt: number | null = null;
  /** A dialog is open or a field she types in is focused, as the page said at the last look. */
  occupied = false;
  /** When the modal opened: once open it stays (its own dialog and buttons are no reason to hide it) until dismissed. */
  openedAt: number | null = null;
  /** How the page is looked at; none outside a browser (nothing occupies her there). */
  private occupiedNow: Occupied = () => false;
  /** The member the discount was asked for: asked once per member. */
  private askedFor: number | null = null;

  constructor(
    private readonly endpoints: Pick<Api, 'discountCode'>,
    private readonly session: SessionStore,
    private readonly storage: Storage | null = deviceStorage(),
    private readonly clock: () => number = () => Date.now(),
  ) {
    makeAutoObservable<this, 'endpoints' | 'session' | 'storage' | 'clock' | 'askedFor' | 'occupiedNow'>(this, {
      endpoints: false,
      session: false,
      storage: false,
      clock: false,
      askedFor: false,
      occupiedNow: false,
    });
  }

  /** The discount of the member logged in now: none after logout or for another member. */
  get current(): ApiDiscountCode | null {
    const user = this.session.user;
    return this.discount && user && this.discount.user_id === user.id && this.discount.expires ? this.discount : null;
  }

  /**
   * When the countdown ends, by the domain's rule (the server's): only a time bonus counts down, never past 14400 s
   * from her signup. The welcome discount that follows it is no countdown: /credits shows it with its end date.
   */
  private get endsAt(): Date | null {
    const [discount, user] = [this.current, this.session.user];
    if (!discount || !user) return null;
    return timeBonusEnd({ kind: discount.kind, expiresAt: new Date(discount.expires!) }, new Date(user.signup_date));
  }

  private get viewer(): TimeBonusViewer {
    const user = this.session.user;
    return { loggedIn: user !== null, paidUser: user?.paid_user ?? false, credits: user?.credits ?? 0 };
  }

  /** The banner with the countdown: logged in, not paid, the window open, data loaded (SPEC §4). */
  get visible(): boolean {
    return this.now !== null && timeBonusShows(this.viewer, this.endsAt, new Date(this.now));
  }

  /** The modal is open: it was due and she was idle, and it is still due (SPEC §4, §9; issue 27). */
  get modalVisible(): boolean {
    return this.openedAt !== null && this.modalDue;
  }

  /**
   * The modal may come: neither opened nor dismissed, and the time bonus shows to a member with 0 credits (the page
   * watches her input only while this holds).
   */
  get modalAwaited(): boolean {
    return this.openedAt === null && this.dismissedAt === null && this.visible && this.viewer.credits === 0;
  }

  /**
   * Idle (issue 27): no input for IDLE_MS, no dialog open and no field she types in focused. The modal never opens
   * over what she is doing: a message half typed, a dialog, the gallery.
   */
  get idle(): boolean {
    if (this.occupied || this.now === null) return false;
    return this.lastInputAt === null || this.now - this.lastInputAt >= IDLE_MS;
  }

  /** The modal is due: 40 s after entering the members area, at 0 credits, until dismissed (SPEC §4, §9). */
  get modalDue(): boolean {
    if (this.now === null) return false;
    return timeBonusModalShows({
      viewer: this.viewer,
      endsAt: this.endsAt,
      now: new Date(this.now),
      path: this.path,
      enteredAreaAt: this.enteredAreaAt === null ? null : new Date(this.enteredAreaAt),
      dismissedAt: this.dismissedAt === null ? null : new Date(this.dismissedAt),
    });
  }

  /** h:mm:ss left (SPEC §4). */
  get countdown(): string {
    const endsAt = this.endsAt;
    return endsAt && this.now !== null ? timeBonusCountdown(secondsLeft(endsAt, new Date(this.now))) : '';
  }

  get percentage(): number {
    return this.current?.percentage ?? 0;
  }

  /**
   * What the server rendered the page with (StoreSnapshot.timeBonus): the member's discount while her time bonus can
   * show, at the server's clock until the tab's own starts, so the banner is in the page's HTML and hydration agrees
   * with it. The tab then need not ask for it.
   */
  fromServer(memberId: number | null, discount: ApiDiscountCode | null, renderedAt: number | undefined) {
    this.discount = discount;
    if (memberId !== null) this.askedFor = memberId;
    if (this.now === null && renderedAt !== undefined) this.now = renderedAt;
  }

  /** Starts the clock in the browser: reads the dismissal and ticks each second. Returns the stop (an effect's cleanup). */
  start(): () => void {
    this.readDismissal();
    this.tick();
    const timer = setInterval(() => this.tick(), TICK_MS);
    return () => clearInterval(timer);
  }

  tick() {
    this.now = this.clock();
    // At zero it disappears (SPEC §4): the data goes with it.
    if (this.endsAt && this.endsAt.getTime() <= this.now) this.discount = null;
    this.look();
  }

  /** The page the member is on: entering the members area starts the modal's 40 s, leaving it resets them (and closes it). */
  visit(path: string) {
    this.path = path;
    if (!inMembersArea(path)) {
      this.enteredAreaAt = null;
      this.openedAt = null;
    } else if (this.enteredAreaAt === null) this.enteredAreaAt = this.clock();
  }

  /** How the page tells whether a dialog or a field occupies her. Returns the undo (an effect's cleanup). */
  watch(occupied: Occupied): () => void {
    this.occupiedNow = occupied;
    this.look();
    return () => {
      if (this.occupiedNow === occupied) this.occupiedNow = () => false;
    };
  }

  /** She did something (a key, a tap, the wheel, a scroll): the modal waits IDLE_MS more. */
  noteInput() {
    const at = this.clock();
    if (this.lastInputAt === null || at - this.lastInputAt >= INPUT_GRAIN_MS) this.lastInputAt = at;
  }

  /** Looks at the page again (each tick, and when the focus moves): the modal opens the moment it is due and she is idle. */
  look() {
    this.occupied = this.occupiedNow();
    if (this.openedAt === null && this.modalDue && this.idle) this.openedAt = this.now;
  }

  /** GET /api/discountcode.php?welcome=true once for a logged-in non-paid member; a failure shows nothing (SPEC §8). */
  async load(): Promise<void> {
    const user = this.session.user;
    if (!user || user.paid_user || this.askedFor === user.id) return;
    this.askedFor = user.id;
    const answer = await this.endpoints.discountCode({ welcome: 'true' }).catch(() => false as const);
    runInAction(() => {
      this.discount = answer && answer.ok ? answer.data : null;
    });
  }

  dismissModal() {
    this.dismissedAt = this.clock();
    try {
      this.storage?.setItem(TIME_BONUS_DISMISSED_KEY, String(this.dismissedAt));
    } catch {
      // Storage refused: hidden for this page view only.
    }
  }

  private readDismissal() {
    try {
      const at = Number(this.storage?.getItem(TIME_BONUS_DISMISSED_KEY));
      this.dismissedAt = Number.isFinite(at) && at > 0 ? at : null;
    } catch {
      this.dismissedAt = null;
    }
  }
}
