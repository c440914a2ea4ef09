// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ApiDiscountCode } from '../../bff/contract/api-types';
import { discount } from '../../test/support/web/money-fixtures';
import { member, testStore } from '../../test/support/web/test-store';
import { renderWithStore } from '../../test/support/web/render-with-store';
import { TimeBonusBanner } from './time-bonus-banner';
import { TimeBonusClock } from './time-bonus-clock';

const now = Date.parse('2026-11-26T14:00:22Z');
/** She signed up 4 h 22 s ago (her time bonus ended 22 s ago), or 48 s ago. */
const longAgo = new Date(now - 14_422_000).toISOString();
const justNow = new Date(now - 48_000).toISOString();
const hoursAfter = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3600_000).toISOString();

beforeEach(() => {
  // Only the date is the test's: the store's one-second tick runs, and reads the same moment each time.
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function layout(answer: ApiDiscountCode, signupDate: string) {
  const { store, server } = testStore({ 'GET /api/discountcode.php': { status: 200, body: answer } }, { user: member({ credits: 0, signup_date: signupDate }) });
  renderWithStore(
    <>
      <TimeBonusClock path="/members" />
      <TimeBonusBanner />
    </>,
    store,
  );
  return { store, server };
}

describe('the time-bonus banner of the layout (SPEC §4)', () => {
  it('counts down her time bonus in h:mm:ss', async () => {
    layout(discount({ expires: hoursAfter(justNow, 4) }), justNow);
    expect((await screen.findByRole('timer')).textContent).toBe('Nog 3:59:12');
    expect(screen.getByTestId('time-bonus-banner').textContent).toContain('25% korting op je eerste credits');
  });

  it('shows no countdown for the welcome discount that follows the bonus (once "Nog 43:59:38")', async () => {
    const { store } = layout(discount({ code: 'WELKOM', kind: 'welcome', expires: hoursAfter(longAgo, 48) }), longAgo);
    await waitFor(() => expect(store.timeBonus.discount?.code).toBe('WELKOM'));
    expect(screen.queryByTestId('time-bonus-banner')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
