import type { MemberAccounts } from '../accounts/ports';
import type { SiteSettingsStore } from '../settings/site-settings';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { RandomTokens } from '../shared/random-tokens';
import { requireWithinLimit, type RateLimiter } from '../shared/rate-limiter';
import { requireNotBlocked } from './direct-debit-limit';
import { requireServedMobile } from './mobile-number';
import { isSupportPhone } from '../support/support-phone';
import type { DirectDebitBlocks, MobileNumbers, SmsCodes, SmsSender } from './ports';
import { SMS_CODES_PER_HOUR, smsCodeDigest, smsCodeExpiry, smsCodeFrom, smsCodeText } from './sms-code';

export interface RequestDirectDebitCodeCommand {
  readonly memberId: MemberId;
  readonly domain: string;
  /** Normalised (E.164): the number the order will carry. */
  readonly mobile: string;
}

/**
 * Sends a member a six-digit code for a direct-debit order to her mobile number; keeps only its digest, valid for 10
 * minutes. Fails with `direct_debit_blocked` (nothing is sent), `invalid_input` on `mobile` for the site's support
 * phone (reason support_phone) or a number outside the mobile ranges of the site's countries (nothing is sent or
 * counted), and `rate_limited` past 3 codes an hour for her or `sms_codes_per_number_per_day` (6) to the number,
 * whoever asks.
 */
export class RequestDirectDebitCode {
  constructor(
    private readonly deps: {
      members: MemberAccounts;
      blocks: DirectDebitBlocks;
      smsCodes: SmsCodes;
      sms: SmsSender;
      mobileNumbers: MobileNumbers;
      tokens: RandomTokens;
      rateLimiter: RateLimiter;
      settings: SiteSettingsStore;
      clock: Clock;
    },
  ) {}

  async run(command: RequestDirectDebitCodeCommand): Promise<void> {
    const member = await this.deps.members.findAccount(command.memberId);
    if (!member || member.status === 'deleted') throw new DomainError('not_found');
    requireNotBlocked(await this.deps.blocks.isBlocked(command.memberId));
    const settings = await this.deps.settings.forDomain(command.domain);
    // The site's own support phone is not hers (SPEC §5: compared with dashes and spaces removed): no code goes to it.
    if (isSupportPhone(command.mobile, settings.support_phone)) throw new DomainError('invalid_input', { field: 'mobile', message: 'support_phone' });
    requireServedMobile(this.deps.mobileNumbers, command.mobile, settings.countries);
    const now = this.deps.clock.now();
    await requireWithinLimit(this.deps.rateLimiter, `sms-code:${command.memberId}`, SMS_CODES_PER_HOUR, 3600, now);
    // Members cannot together pump texts to one number (SMS fraud). Its count is kept under its digest: a limiter's
    // keys never hold a phone number.
    await requireWithinLimit(this.deps.rateLimiter, `sms-number:${this.deps.tokens.digest(command.mobile)}`, settings.sms_codes_per_number_per_day, 86_400, now);

    const code = smsCodeFrom(this.deps.tokens.token());
    await this.deps.smsCodes.add({
      memberId: command.memberId,
      mobile: command.mobile,
      codeDigest: smsCodeDigest(this.deps.tokens, command.memberId, code),
      expiresAt: smsCodeExpiry(now),
      createdAt: now,
    });
    await this.deps.sms.send(command.mobile, smsCodeText(settings.name, code, member.language));
  }
}
