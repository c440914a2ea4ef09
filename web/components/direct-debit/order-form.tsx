import { Check, Landmark, Lock, MapPin, MessageSquareText, ShieldCheck } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useMemo, type InputHTMLAttributes } from 'react';
import { navigate } from 'vike/client/router';
import { cents } from '../../../domain/shared/quantities';
import type { ApiCreditBundle, ApiCreditOffer } from '../../../bff/contract/api-types';
import type { Problem } from '../../api/problem';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { DirectDebitForm, type DirectDebitField, type DirectDebitTextField } from '../../stores/direct-debit-form';
import { useStore } from '../../stores/store-context';
import { BusyButton } from '../busy-button';
import { centsOf } from '../../i18n/money';
import { useMoney } from '../credits/money';
import { describedBy, Field, Input } from '../form';
import { Alert, Button } from '../ui';
import { useErrorText } from '../use-error-text';
import { CodeInput, CodeRow, Consent, ConsentError, Layout, Row, Section, Small, Summary } from './parts';

/** What a field's `invalid` says here, better than the generic text. */
const INVALID_TEXT: Partial<Record<DirectDebitField, MessageKey>> = {
  iban: 'directdebit.invalid.iban',
  mobile: 'directdebit.invalid.mobile',
  house_number: 'directdebit.invalid.houseNumber',
  sms_code: 'directdebit.invalid.smsCode',
};

/** The discount of the offer when it lowers this bundle's price. */
const discountOf = (offer: ApiCreditOffer, bundle: ApiCreditBundle) => (offer.discount && bundle.discounted_amount < bundle.amount ? offer.discount : null);

/**
 * The direct-debit order (SPEC §2, §5): account holder, IBAN, address, mobile number and the SMS code sent to it, the
 * order beside it, the consent; the order's page (/transactions/<id>) once it is placed.
 */
export const OrderForm = observer(function OrderForm({ offer, bundle }: { offer: ApiCreditOffer; bundle: ApiCreditBundle }) {
  const t = useT();
  const store = useStore();
  const errorText = useErrorText();
  const money = useMoney();
  const user = store.session.user;
  const country = user?.profile.country ?? offer.country;
  const discount = discountOf(offer, bundle);
  // In cents, so the lines add up: the discount is the list price minus the total.
  const [list, total] = [centsOf(bundle.amount), centsOf(bundle.discounted_amount)];
  const form = useMemo(
    () =>
      new DirectDebitForm(store.endpoints, { bundleId: bundle.id, country, ...(discount ? { discountCode: discount.code } : {}) }, (credits) =>
        store.session.setCredits(credits),
      ),
    [store, bundle.id, country, discount],
  );
  const errors = form.form.errors;
  const text = (field: DirectDebitField, problem: Problem | undefined): string | undefined => {
    if (!problem) return undefined;
    if (field === 'consent') return t('directdebit.invalid.consent');
    if (problem.reason === 'need_code') return t('directdebit.invalid.needCode');
    if (problem.code === 'sms_code_invalid' && problem.reason === 'too_many_tries') return t('directdebit.tooManyTries');
    // The server's own word on a number no SMS may go to (premium-rate, satellite, landline, a country not served, the
    // site's support phone).
    if (problem.reason === 'not_mobile' || problem.reason === 'support_phone') return errorText(problem);
    if (problem.code === 'invalid_input' && problem.reason !== 'required') {
      if (field === 'postcode') return t(country.toUpperCase() === 'NL' ? 'directdebit.invalid.postcode' : 'directdebit.invalid.postcodeGeneral');
      const key = INVALID_TEXT[field];
      if (key) return t(key);
    }
    return errorText(problem);
  };

  /** A text field of the form: label above, checked when she leaves it, its problem cleared as she types. */
  const field = (name: DirectDebitTextField, label: string, props: InputHTMLAttributes<HTMLInputElement> & { hint?: boolean } = {}) => {
    const id = `dd-${name.replace('_', '-')}`;
    const { hint, ...input } = props;
    return (
      <Field id={id} label={label} error={text(name, errors[name])}>
        <Input
          id={id}
          name={name}
          value={form.values[name]}
          $invalid={!!errors[name]}
          $valid={!!form.form.valid[name]}
          onChange={(event) => form.set(name, event.currentTarget.value)}
          onBlur={() => form.leave(name)}
          {...describedBy(id, errors[name], hint)}
          {...input}
        />
      </Field>
    );
  };

  const submit = async () => {
    const paymentId = await form.submit();
    // The order is settled at once (decision 0034): her payment's own page shows it and its receipt.
    if (paymentId) await navigate(`/transactions/${paymentId}`);
  };

  return (
    <Layout
      noValidate
      aria-busy={form.busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="fields">
        <Section aria-labelledby="dd-bank">
          <h2 id="dd-bank">
            <Landmark size={22} aria-hidden="true" />
            {t('directdebit.bank')}
          </h2>
          {field('account_holder', t('directdebit.accountHolder'), { autoComplete: 'name', maxLength: 70 })}
          {field('iban', t('directdebit.iban'), { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, inputMode: 'text', hint: true })}
          <p className="hint" id="dd-iban-hint">
            {t('directdebit.ibanHint')}
          </p>
        </Section>

        <Section aria-labelledby="dd-address">
          <h2 id="dd-address">
            <MapPin size={22} aria-hidden="true" />
            {t('directdebit.address')}
          </h2>
          <Row $columns="minmax(0, 2fr) minmax(0, 1fr)">
            {field('street', t('directdebit.street'), { autoComplete: 'address-line1', maxLength: 100 })}
            {field('house_number', t('directdebit.houseNumber'), { autoComplete: 'off', maxLength: 16 })}
          </Row>
          <Row $columns="minmax(0, 1fr) minmax(0, 2fr)">
            {field('postcode', t('directdebit.postcode'), { autoComplete: 'postal-code', autoCapitalize: 'characters', maxLength: 10 })}
            {field('city', t('directdebit.city'), { autoComplete: 'address-level2', maxLength: 80 })}
          </Row>
        </Section>

        <Section aria-labelledby="dd-confirm">
          <h2 id="dd-confirm">
            <MessageSquareText size={22} aria-hidden="true" />
            {t('directdebit.confirm')}
          </h2>
          {field('mobile', t('directdebit.mobile'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: true })}
          <p className="hint" id="dd-mobile-hint">
            {t('directdebit.mobileHint')}
          </p>
          <CodeRow>
            <Button type="button" $variant="secondary" disabled={form.busy} aria-busy={form.busy} onClick={() => void form.sendCode()}>
              {form.codeSentTo ? t('directdebit.sendCodeAgain') : t('directdebit.sendCode')}
            </Button>
            {form.form.problem?.action === 'directDebitCode' && <Alert role="alert">{errorText(form.form.problem)}</Alert>}
            <div aria-live="polite">
              {form.codeSentTo && (
                <p className="sent">
                  <Check size={18} aria-hidden="true" />
                  {t('directdebit.codeSent', { mobile: form.codeSentTo })}
                </p>
              )}
            </div>
            <Field id="dd-sms-code" label={t('directdebit.smsCode')} error={text('sms_code', errors.sms_code)}>
              <CodeInput
                id="dd-sms-code"
                name="sms_code"
                value={form.values.sms_code}
                $invalid={!!errors.sms_code}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                onChange={(event) => form.set('sms_code', event.currentTarget.value.replace(/\D/g, ''))}
                onBlur={() => form.leave('sms_code')}
                {...describedBy('dd-sms-code', errors.sms_code)}
              />
            </Field>
          </CodeRow>
        </Section>
      </div>

      <div className="order">
        <Summary aria-labelledby="dd-summary">
          <h2 id="dd-summary">{t('directdebit.summary')}</h2>
          <p className="credits">{t('directdebit.credits', { credits: bundle.credits })}</p>
          <dl>
            <dt>{t('directdebit.price')}</dt>
            <dd>{money(list, bundle.currency)}</dd>
            {discount && (
              <>
                <dt className="discount">{t('directdebit.discount', { code: discount.code, percentage: discount.percentage })}</dt>
                <dd className="discount">−{money(cents(list - total), bundle.currency)}</dd>
              </>
            )}
            <dt>{t('directdebit.method')}</dt>
            <dd>{t('directdebit.methodName')}</dd>
            <dt className="total">{t('directdebit.total')}</dt>
            <dd className="total">{money(total, bundle.currency)}</dd>
          </dl>
        </Summary>

        <div>
          <Consent $invalid={!!errors.consent}>
            <input
              type="checkbox"
              name="consent"
              checked={form.consent}
              onChange={(event) => form.setConsent(event.currentTarget.checked)}
              {...describedBy('dd-consent', errors.consent)}
            />
            <span>{t('directdebit.consent', { company: store.settings.settings.company_name })}</span>
          </Consent>
          {errors.consent && (
            <ConsentError id="dd-consent-error" role="alert">
              {text('consent', errors.consent)}
            </ConsentError>
          )}
        </div>

        {form.form.problem && form.form.problem.action !== 'directDebitCode' && <Alert role="alert">{errorText(form.form.problem)}</Alert>}
        <BusyButton busy={form.busy} icon={ShieldCheck} label={t('directdebit.submit')} busyLabel={t('directdebit.submitting')} $block />
        <Small>
          <Lock size={16} aria-hidden="true" />
          {t('directdebit.secure')}
        </Small>
      </div>
    </Layout>
  );
});
