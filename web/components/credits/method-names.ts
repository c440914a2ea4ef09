import type { PaymentMethod } from '../../../domain/payments/payment-method';
import { isPaymentMethod } from '../../../domain/payments/payment-method';
import type { MessageKey } from '../../i18n/message-key';

/** The recognisable name of a payment method (iDEAL, Creditcard…); an unknown one is "Overige". */
export const methodKey = (method: string): MessageKey => `credits.method.${isPaymentMethod(method) ? method : 'others'}`;
export const methodHintKey = (method: PaymentMethod): MessageKey => `credits.methodHint.${method}`;
