import type { PageContextServer } from 'vike/types';
import type { ApiPayment } from '../../../bff/contract/api-types';

export interface TransactionsData {
  /** Her payments, newest first; null when they could not be read (the page says so and tries again). */
  readonly payments: readonly ApiPayment[] | null;
}

export async function data(pageContext: PageContextServer): Promise<TransactionsData> {
  return { payments: await pageContext.services.transactions().catch(() => null) };
}
