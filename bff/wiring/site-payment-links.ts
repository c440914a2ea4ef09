import type { PaymentLinks } from '../../domain/payments/ports';
import type { SiteSettingsStore } from '../../domain/settings/site-settings';

/** A payment's page and the webhook at the domain's configured base URL: a forged Host never reaches a provider. */
export class SitePaymentLinks implements PaymentLinks {
  constructor(private readonly settings: SiteSettingsStore) {}

  async returnUrl(domain: string, paymentId: string): Promise<string> {
    return `${(await this.settings.forDomain(domain)).base_url}/transactions/${encodeURIComponent(paymentId)}`;
  }

  async webhookUrl(domain: string): Promise<string> {
    return `${(await this.settings.forDomain(domain)).base_url}/api/payment-webhook.php`;
  }
}
