import { FakeClock } from '../../test/support/web/fake-clock';
import { MAX_TOASTS, ToastStore } from './toast-store';

describe('the toast store', () => {
  it('shows a toast and takes it away after its tone\'s time', () => {
    const clock = new FakeClock();
    const toasts = new ToastStore(clock);
    const id = toasts.show({ text: 'Opgeslagen', tone: 'success' });
    expect(toasts.items).toEqual([expect.objectContaining({ id, text: 'Opgeslagen', tone: 'success', placement: 'top-right', timeoutMs: 5000 })]);
    clock.advance(4999);
    expect(toasts.items).toHaveLength(1);
    clock.advance(1);
    expect(toasts.items).toHaveLength(0);
  });

  it('announces danger toasts as urgent (role alert) and the rest politely (role status)', () => {
    const toasts = new ToastStore(new FakeClock());
    toasts.show({ text: 'Gelukt', tone: 'success' });
    expect(toasts.announcement).toEqual(expect.objectContaining({ text: 'Gelukt', urgent: false }));
    const first = toasts.announcement!.seq;
    toasts.show({ text: 'Betaling mislukt', tone: 'danger' });
    expect(toasts.announcement).toEqual(expect.objectContaining({ text: 'Betaling mislukt', urgent: true }));
    expect(toasts.announcement!.seq).toBeGreaterThan(first);
  });

  it('stops the clock while a toast is hovered or focused and gives it at least a moment more after', () => {
    const clock = new FakeClock();
    const toasts = new ToastStore(clock);
    const id = toasts.show({ text: 'Hallo', timeoutMs: 3000 });
    clock.advance(2900);
    toasts.pause(id);
    clock.advance(60_000);
    expect(toasts.items[0]).toEqual(expect.objectContaining({ id, paused: true }));
    toasts.resume(id);
    clock.advance(1499);
    expect(toasts.items).toHaveLength(1);
    clock.advance(1);
    expect(toasts.items).toHaveLength(0);
  });

  it('keeps a toast without a timeout until it is dismissed', () => {
    const clock = new FakeClock();
    const toasts = new ToastStore(clock);
    const id = toasts.show({ text: 'Je bent offline', timeoutMs: null });
    clock.advance(3_600_000);
    expect(toasts.items).toHaveLength(1);
    toasts.dismiss(id);
    expect(toasts.items).toHaveLength(0);
    expect(toasts.announcement).toBeNull();
  });

  it('replaces a toast shown with the same id, timer and all', () => {
    const clock = new FakeClock();
    const toasts = new ToastStore(clock);
    toasts.show({ id: 'net', text: 'Je bent offline', timeoutMs: null });
    toasts.show({ id: 'net', text: 'Weer online', tone: 'success', timeoutMs: 4000 });
    expect(toasts.items.map((t) => t.text)).toEqual(['Weer online']);
    clock.advance(4000);
    expect(toasts.items).toHaveLength(0);
  });

  it(`shows at most ${MAX_TOASTS} at once, dropping the oldest`, () => {
    const toasts = new ToastStore(new FakeClock());
    for (let i = 1; i <= MAX_TOASTS + 2; i++) toasts.show({ text: `t${i}` });
    expect(toasts.items.map((t) => t.text)).toEqual(['t3', 't4', 't5', 't6']);
  });

  it('keeps its methods bound, so `const { show } = useToasts()` works', () => {
    const toasts = new ToastStore(new FakeClock());
    const { show, dismiss } = toasts;
    const id = show({ text: 'los' });
    expect(toasts.items).toHaveLength(1);
    dismiss(id);
    expect(toasts.items).toHaveLength(0);
  });
});
