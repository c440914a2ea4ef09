import type { PageContextServer } from 'vike/types';
import type { ApiPayment } from '../../../bff/contract/api-types';

export interface TransactionsData {
  readonly payments: readonly ApiPayment[];
}

export async function data(pageContext: PageContextServer): Promise<TransactionsData> {
  return { payments: await pageContext.services.transactions() };
}
