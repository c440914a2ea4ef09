import { makeAutoObservable } from 'mobx';
import type { LucideIcon } from 'lucide-react';

/** neutral: dark snackbar; info: white with the secondary accent; success: SPEC §9 #76a61e; warning; danger: role alert. */
export type ToastTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';
/** SPEC §9: toaster positions top/bottom with left/center/right/full. */
export type ToastPlacement = `${'top' | 'bottom'}-${'left' | 'center' | 'right' | 'full'}`;

export const TOAST_PLACEMENTS: readonly ToastPlacement[] = [
  'top-left',
  'top-center',
  'top-right',
  'top-full',
  'bottom-left',
  'bottom-center',
  'bottom-right',
  'bottom-full',
];

export interface ToastInput {
  readonly text: string;
  readonly tone?: ToastTone;
  readonly placement?: ToastPlacement;
  /** Milliseconds until it goes by itself; null: stays until dismissed or replaced. Defaults by tone. */
  readonly timeoutMs?: number | null;
  /** A toast with the id of a shown one replaces it (the offline notice becomes the online one). */
  readonly id?: string;
  /** An icon instead of the tone's own. */
  readonly icon?: LucideIcon;
}

export interface Toast {
  readonly id: string;
  readonly text: string;
  readonly tone: ToastTone;
  readonly placement: ToastPlacement;
  readonly timeoutMs: number | null;
  readonly icon?: LucideIcon;
  readonly paused: boolean;
}

/** What a screen reader is told: danger ones in the alert region, the rest in the polite status region. */
export interface Announcement {
  readonly toastId: string;
  readonly text: string;
  readonly urgent: boolean;
  /** Changes on every announcement, so the same text twice is read twice. */
  readonly seq: number;
}

export interface ToastClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const browserClock: ToastClock = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

export const DEFAULT_TIMEOUT_MS: Record<ToastTone, number> = { neutral: 5000, info: 5000, success: 5000, warning: 8000, danger: 8000 };
/** More at once is noise: the oldest goes. */
export const MAX_TOASTS = 4;

interface Timer {
  handle: unknown;
  startedAt: number;
  remaining: number;
}

let nextId = 0;

/** The toasts of one tab: shown, timed out (paused while hovered or focused), dismissed. */
export class ToastStore {
  items: Toast[] = [];
  announcement: Announcement | null = null;
  private readonly timers = new Map<string, Timer>();
  private seq = 0;

  constructor(private readonly clock: ToastClock = browserClock) {
    // Bound: `const { show } = useToasts()` works too.
    makeAutoObservable<this, 'timers' | 'clock' | 'seq'>(this, { timers: false, clock: false, seq: false }, { autoBind: true });
  }

  /** Shows a toast and returns its id. */
  show(input: ToastInput): string {
    const id = input.id ?? `toast-${++nextId}`;
    const tone = input.tone ?? 'neutral';
    const toast: Toast = {
      id,
      text: input.text,
      tone,
      placement: input.placement ?? 'top-right',
      timeoutMs: input.timeoutMs === undefined ? DEFAULT_TIMEOUT_MS[tone] : input.timeoutMs,
      icon: input.icon,
      paused: false,
    };
    this.stopTimer(id);
    const others = this.items.filter((t) => t.id !== id);
    const dropped = others.slice(0, Math.max(0, others.length - (MAX_TOASTS - 1)));
    dropped.forEach((t) => this.stopTimer(t.id));
    this.items = [...others.slice(dropped.length), toast];
    this.announcement = { toastId: id, text: toast.text, urgent: tone === 'danger', seq: ++this.seq };
    if (toast.timeoutMs !== null) this.startTimer(id, toast.timeoutMs);
    return id;
  }

  dismiss(id: string) {
    this.stopTimer(id);
    this.items = this.items.filter((t) => t.id !== id);
    if (this.announcement?.toastId === id) this.announcement = null;
  }

  /** Hover or focus: the clock stops, so a toast is never taken away while it is being read or reached. */
  pause(id: string) {
    const timer = this.timers.get(id);
    const toast = this.items.find((t) => t.id === id);
    if (!toast || toast.paused) return;
    if (timer) {
      this.clock.clearTimeout(timer.handle);
      timer.remaining = Math.max(0, timer.remaining - (this.clock.now() - timer.startedAt));
    }
    this.replace(id, { paused: true });
  }

  resume(id: string) {
    const toast = this.items.find((t) => t.id === id);
    if (!toast || !toast.paused) return;
    this.replace(id, { paused: false });
    const timer = this.timers.get(id);
    // At least a moment more: leaving a toast does not make it vanish under the pointer.
    if (timer) this.startTimer(id, Math.max(timer.remaining, 1500));
  }

  clear() {
    [...this.timers.keys()].forEach((id) => this.stopTimer(id));
    this.items = [];
    this.announcement = null;
  }

  private replace(id: string, change: Partial<Toast>) {
    this.items = this.items.map((t) => (t.id === id ? { ...t, ...change } : t));
  }

  private startTimer(id: string, ms: number) {
    const handle = this.clock.setTimeout(() => this.dismiss(id), ms);
    this.timers.set(id, { handle, startedAt: this.clock.now(), remaining: ms });
  }

  private stopTimer(id: string) {
    const timer = this.timers.get(id);
    if (timer) this.clock.clearTimeout(timer.handle);
    this.timers.delete(id);
  }
}
