// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrderPage from '../../pages/credits/@id/+Page';
import type { OrderData } from '../../pages/credits/@id/+data';
import { bundle, discount } from '../../../test/support/web/money-fixtures';
import { member, testStore } from '../../../test/support/web/test-store';
import { renderWithStore } from '../../../test/support/web/render-with-store';

afterEach(cleanup);

/** A figure's text as read: Dutch money has a no-break space after the euro sign. */
const text = (testId: string) => screen.getByTestId(testId).textContent!.replace(/\s+/g, ' ').trim();

/** 50 credits (5 messages) at € 9,95, during her time bonus: 25 % off with iDEAL only, € 7,46. */
function orderDuringTimeBonus(passed: OrderData['passed'] = null) {
  const { store } = testStore({}, { user: member({ credits: 0 }) });
  const data: OrderData = {
    bundle: bundle({ id: 1, credits: 50, amount: 9.95, discounted_amount: 7.46, messages: 5, price_per_message: 1.49, popular: false }),
    methods: ['ideal', 'paypal'],
    chosen: 'ideal',
    discount: discount({ paymentmethods: ['ideal'] }),
    passed,
  };
  renderWithStore(<OrderPage />, store, {}, data);
}

describe('the order page during the time bonus (decision 0046)', () => {
  it('shows the price she pays beside the struck list price, and a message at that price', () => {
    orderDuringTimeBonus();
    expect(text('order-bundle-price')).toBe('€ 9,95 € 7,46');
    expect(screen.getByTestId('order-bundle-price').querySelector('s')!.textContent!.replace(/\s+/g, ' ')).toBe('€ 9,95');
    // 7,46 / 5 = 1,492: said as about € 1,49, never € 1,50 (5 × 1,50 = 7,50) nor the list price's € 1,99.
    expect(text('order-per-message')).toBe('5 berichten · ca. € 1,49 per bericht');
  });

  it('adds up in the summary: list price minus discount is the total, to the cent', () => {
    orderDuringTimeBonus();
    const summary = screen.getByTestId('order-total').closest('dl')!.textContent!.replace(/\s+/g, ' ');
    expect(summary).toContain('Prijs€ 9,95');
    expect(summary).toContain('Korting (25%)−€ 2,49');
    expect(text('order-total')).toBe('€ 7,46');
  });

  it('prices the bundle and a message at the list price for a method the discount does not fit', async () => {
    orderDuringTimeBonus();
    await userEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    expect(text('order-bundle-price')).toBe('€ 9,95');
    expect(text('order-per-message')).toBe('5 berichten · € 1,99 per bericht');
    expect(text('order-total')).toBe('€ 9,95');
  });
});

describe('the order page with a code in its address (SPEC §7 query passthrough)', () => {
  it('applies a code the server accepted: in the field, in the summary, in the total', () => {
    orderDuringTimeBonus({ code: 'ZOMER10', discount: discount({ code: 'ZOMER10', kind: 'code', percentage: 10, value_percentage: 10, paymentmethods: [] }) });
    expect((screen.getByLabelText('Kortingscode') as HTMLInputElement).value).toBe('ZOMER10');
    expect(screen.getByText(/ZOMER10/, { selector: 'p' }).textContent).toContain('10%');
    expect(text('order-total')).toBe('€ 8,95');
  });

  it('shows a refused code’s error as a typed one’s, and changes nothing: her time bonus still applies', () => {
    orderDuringTimeBonus({ code: 'NOPE', problem: { code: 'code_not_found', field: 'discount_code' } });
    const field = screen.getByLabelText('Kortingscode') as HTMLInputElement;
    expect(field.value).toBe('NOPE');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Code niet gevonden')).toBeTruthy();
    expect(text('order-total')).toBe('€ 7,46');
  });
});
