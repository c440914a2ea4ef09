import { setAppBadge } from '../signals/title-count';

/** SPEC §1 and §8: the app badge shows unread messages plus new likes where supported; a failure is ignored. */
describe('the app badge', () => {
  it('sets the count, and clears it at 0', () => {
    const calls: string[] = [];
    const nav = { setAppBadge: async (n: number) => void calls.push(`set ${n}`), clearAppBadge: async () => void calls.push('clear') } as unknown as Navigator;
    setAppBadge(nav, 7);
    setAppBadge(nav, 0);
    expect(calls).toEqual(['set 7', 'clear']);
  });

  it('ignores a browser without badges, a refusal and a throw', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      expect(() => setAppBadge({} as Navigator, 3)).not.toThrow();
      expect(() => setAppBadge(undefined, 3)).not.toThrow();
      setAppBadge({ setAppBadge: () => Promise.reject(new Error('not installed')) } as unknown as Navigator, 3);
      expect(() =>
        setAppBadge(
          {
            setAppBadge: () => {
              throw new Error('not allowed');
            },
          } as unknown as Navigator,
          3,
        ),
      ).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
