// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { payment } from '../../../test/support/web/money-fixtures';
import { member, profile, testStore } from '../../../test/support/web/test-store';
import { renderWithStore } from '../../../test/support/web/render-with-store';
import { PaymentOutcome } from './payment-outcome';
import { Receipt } from './receipt';

afterEach(cleanup);

const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe("the payment's page", () => {
  it("says 'Betaling mislukt' and offers a retry and PayPal after a failed credit card (SPEC §8)", () => {
    const { store } = testStore({}, { user: member({ profile: profile({ country: 'NL' }) }) });
    renderWithStore(<PaymentOutcome payment={payment({ status: 'failed', method: 'creditcard', bundle_id: 3 })} checking={false} />, store);

    expect(screen.getByRole('heading', { name: 'Betaling mislukt' })).toBeTruthy();
    expect(link('Opnieuw proberen')).toBe('/credits/3/creditcard');
    expect(link('Betaal met PayPal')).toBe('/credits/3/paypal');
  });

  it('offers another method instead of PayPal after another failed method', () => {
    const { store } = testStore();
    renderWithStore(<PaymentOutcome payment={payment({ status: 'failed', method: 'ideal' })} checking={false} />, store);

    expect(link('Opnieuw proberen')).toBe('/credits/2/ideal');
    expect(screen.queryByRole('link', { name: 'Betaal met PayPal' })).toBeNull();
    expect(link('Andere betaalmethode')).toBe('/credits/2');
  });

  it('tells a completed payment with the credits added and her new balance', () => {
    const { store } = testStore({}, { user: member({ credits: 170, paid_user: true }) });
    renderWithStore(<PaymentOutcome payment={payment({ status: 'completed' })} checking={false} />, store);

    expect(screen.getByRole('heading', { name: 'Betaling geslaagd' })).toBeTruthy();
    expect(screen.getByText('120 credits zijn toegevoegd aan je account.')).toBeTruthy();
    expect(screen.getByText('Je nieuwe saldo: 170 credits')).toBeTruthy();
  });

  it('tells a direct debit as credited with the collection to follow, never as paid', () => {
    const { store } = testStore({}, { user: member({ credits: 120, paid_user: true }) });
    renderWithStore(<PaymentOutcome payment={payment({ status: 'completed', method: 'sdd', checkout_url: null })} checking={false} />, store);

    expect(screen.getByRole('heading', { name: 'Credits bijgeschreven' })).toBeTruthy();
    expect(screen.queryByText('Betaling geslaagd')).toBeNull();
    expect(screen.getByText('120 credits zijn toegevoegd aan je account.')).toBeTruthy();
    expect(screen.getByText(/schrijven we de komende dagen via automatische incasso van je rekening af/).textContent!.replace(/\s+/g, ' ')).toContain('Het bedrag van € 19,95');
  });

  it("gives a direct debit an order receipt: 'Bijgeschreven', the amount by direct debit, no 'Betaald'", () => {
    const { store } = testStore();
    renderWithStore(<Receipt payment={payment({ status: 'completed', method: 'sdd', checkout_url: null })} />, store);

    expect(screen.getByRole('heading', { name: 'Bestelbewijs' })).toBeTruthy();
    expect(screen.getByText('Bijgeschreven')).toBeTruthy();
    expect(screen.getByText('Bedrag per incasso')).toBeTruthy();
    for (const paidWords of ['Betaald', 'Geslaagd', 'Betalingsbewijs']) expect(screen.queryByText(paidWords)).toBeNull();
  });

  it('says the same in English', () => {
    const { store } = testStore({}, { locale: 'en' });
    renderWithStore(<PaymentOutcome payment={payment({ status: 'completed', method: 'sdd', checkout_url: null })} checking={false} />, store);
    renderWithStore(<Receipt payment={payment({ status: 'completed', method: 'sdd', checkout_url: null })} />, store);

    expect(screen.getByRole('heading', { name: 'Credits added' })).toBeTruthy();
    expect(screen.getByText('Credited')).toBeTruthy();
    expect(screen.getByText('Amount by direct debit')).toBeTruthy();
    expect(screen.queryByText('Paid')).toBeNull();
  });

  it('still says paid for a completed payment of another method', () => {
    const { store } = testStore();
    renderWithStore(<Receipt payment={payment({ status: 'completed', method: 'ideal', checkout_url: null })} />, store);

    expect(screen.getByRole('heading', { name: 'Betalingsbewijs' })).toBeTruthy();
    expect(screen.getByText('Geslaagd')).toBeTruthy();
    expect(screen.getByText('Betaald')).toBeTruthy();
  });

  it('shows an open payment as being processed, with the way back to its checkout', () => {
    const { store } = testStore();
    renderWithStore(<PaymentOutcome payment={payment({ status: 'open' })} checking />, store);

    expect(screen.getByRole('status').textContent).toContain('Je betaling wordt verwerkt…');
    expect(link('Verder met betalen')).toBe('/sandbox-checkout/sbx_abcdefgh');
  });

  it("prints a receipt with the discount and the seller's KvK and VAT numbers", () => {
    const { store } = testStore({}, { settings: { company_kvk: '87654321', company_vat_numbers: 'NL001234567B01, BE0123456789' } });
    renderWithStore(<Receipt payment={payment({ status: 'completed', amount: 14.96, discount_code: 'TIMEBONUS25', discount_percentage: 25 })} />, store);

    expect(screen.getByText('25% met code TIMEBONUS25')).toBeTruthy();
    expect(screen.getByText('KvK 87654321')).toBeTruthy();
    expect(screen.getByText('Btw-nummer NL001234567B01')).toBeTruthy();
    expect(screen.getByText('Btw-nummer BE0123456789')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Afdrukken' })).toBeTruthy();
  });
});
