import { Check, Landmark, Lock, MapPin, MessageSquareText, ShieldCheck } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { navigate } from 'vike/client/router';
import { useData } from 'vike-react/useData';
import type { ApiCreditBundle, ApiCreditOffer } from '../../../bff/contract/api-types';
import { BusyButton } from '../../components/busy-button';
import { describedBy, Field, Input } from '../../components/form';
import { Alert, Button, ButtonLink, Card, Container, PageTitle } from '../../components/ui';
import { useErrorText } from '../../components/use-error-text';
import type { Problem } from '../../api/problem';
import type { MessageKey } from '../../i18n/nl';
import { useT } from '../../i18n/use-t';
import { isBuilt } from '../../navigation/built-pages';
import { DirectDebitForm, type DirectDebitField, type DirectDebitTextField } from '../../stores/direct-debit-form';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import type { DirectDebitData } from './+data';

/** What a field's `invalid` says here, better than the generic text. */
const INVALID_TEXT: Partial<Record<DirectDebitField, MessageKey>> = {
  iban: 'directdebit.invalid.iban',
  mobile: 'directdebit.invalid.mobile',
  house_number: 'directdebit.invalid.houseNumber',
  sms_code: 'directdebit.invalid.smsCode',
};

const Layout = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  align-items: start;
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) 360px;
    gap: ${(p) => p.theme.space(3)};
  }
  .fields {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(2)};
  }
  .order {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(2)};
    ${up('lg')} {
      position: sticky;
      top: ${(p) => p.theme.space(2)};
    }
  }
`;

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(2)};
  ${up('md')} {
    padding: ${(p) => p.theme.space(3)};
  }
  h2 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin: 0;
    font-size: 20px;
    svg {
      color: ${(p) => p.theme.colors.primary};
      flex: none;
    }
  }
  .hint {
    margin: -4px 0 0;
    font-size: 14px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** Two fields side by side from 576 px: street and house number, postcode and city. */
const Row = styled.div<{ $columns: string }>`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  ${up('sm')} {
    grid-template-columns: ${(p) => p.$columns};
  }
`;

const CodeRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  > button {
    ${up('sm')} {
      align-self: flex-start;
    }
  }
  .sent {
    display: flex;
    gap: 8px;
    margin: 0;
    font-size: 14px;
    color: ${(p) => p.theme.colors.successStrong};
    svg {
      flex: none;
      margin-top: 2px;
    }
  }
`;

const CodeInput = styled(Input)`
  max-width: 200px;
  font-size: 22px;
  letter-spacing: 0.3em;
  font-variant-numeric: tabular-nums;
`;

const Summary = styled(Section)`
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    row-gap: 8px;
    margin: 0;
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
    padding-right: ${(p) => p.theme.space(2)};
  }
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .credits {
    font-size: 28px;
    font-weight: 700;
    margin: 0;
  }
  .discount {
    color: ${(p) => p.theme.colors.successStrong};
  }
  .total {
    font-weight: 700;
    font-size: 18px;
    padding-top: 8px;
    border-top: 1px solid ${(p) => p.theme.colors.border};
    color: ${(p) => p.theme.colors.text};
  }
`;

const Consent = styled.label<{ $invalid: boolean }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: ${(p) => p.theme.space(2)};
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.surface};
  font-size: 14px;
  line-height: 1.5;
  cursor: pointer;
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

const Small = styled.p`
  display: flex;
  gap: 8px;
  margin: 0;
  font-size: 14px;
  color: ${(p) => p.theme.colors.textMuted};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const Intro = styled.p`
  margin: 0 0 ${(p) => p.theme.space(3)};
  color: ${(p) => p.theme.colors.textMuted};
  max-width: 640px;
`;

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
`;

const money = (locale: string, amount: number, currency: string) => new Intl.NumberFormat(locale === 'en' ? 'en-IE' : 'nl-NL', { style: 'currency', currency }).format(amount);

/** The discount of the offer when it lowers this bundle's price. */
const discountOf = (offer: ApiCreditOffer, bundle: ApiCreditBundle) => (offer.discount && bundle.discounted_amount < bundle.amount ? offer.discount : null);

/** SPEC §2 /directdebit: the direct-debit form, in the order of the spec, with an SMS code; the order then shows on /transactions. */
export default observer(function DirectDebitPage() {
  const t = useT();
  const { offer, bundle, offered } = useData<DirectDebitData>();
  const store = useStore();
  const locale = store.locale;

  return (
    <Container>
      <PageTitle>{t('directdebit.title')}</PageTitle>
      {!offered ? (
        <Unavailable />
      ) : bundle ? (
        <>
          <Intro>{t('directdebit.intro')}</Intro>
          <OrderForm offer={offer} bundle={bundle} />
        </>
      ) : (
        <Section as="nav" aria-labelledby="dd-choose" style={{ maxWidth: 560 }}>
          <h2 id="dd-choose">{t('directdebit.chooseBundle')}</h2>
          <p className="hint">{t('directdebit.chooseBundleIntro')}</p>
          <Choices>
            {offer.bundles.map((choice) => (
              <li key={choice.id}>
                <ButtonLink href={`/directdebit?bundle=${choice.id}`} $variant="secondary" $block>
                  {t('directdebit.bundleChoice', { credits: choice.credits, price: money(locale, choice.discounted_amount, choice.currency) })}
                </ButtonLink>
              </li>
            ))}
          </Choices>
        </Section>
      )}
    </Container>
  );
});

function Unavailable() {
  const t = useT();
  return (
    <Section style={{ maxWidth: 560 }}>
      <Alert role="alert">{t('directdebit.unavailable')}</Alert>
      {isBuilt('/credits') && (
        <ButtonLink href="/credits" $variant="secondary">
          {t('directdebit.otherMethods')}
        </ButtonLink>
      )}
    </Section>
  );
}

const OrderForm = observer(function OrderForm({ offer, bundle }: { offer: ApiCreditOffer; bundle: ApiCreditBundle }) {
  const t = useT();
  const store = useStore();
  const errorText = useErrorText();
  const locale = store.locale;
  const user = store.session.user;
  const country = user?.profile.country ?? offer.country;
  const discount = discountOf(offer, bundle);
  const form = useMemo(
    () =>
      new DirectDebitForm(store.endpoints, { bundleId: bundle.id, country, ...(discount ? { discountCode: discount.code } : {}) }, (credits) =>
        store.session.setCredits(credits),
      ),
    [store, bundle.id, country, discount],
  );
  const errors = form.form.errors;
  const done = useRef<HTMLElement>(null);
  const showDone = form.ordered !== null && !isBuilt(`/transactions/${form.ordered.payment.payment_id}`);
  // The confirmation replaces the form: bring it into view and to the screen reader's attention.
  useEffect(() => {
    if (!showDone) return;
    window.scrollTo({ top: 0 });
    done.current?.focus();
  }, [showDone]);

  const text = (field: DirectDebitField, problem: Problem | undefined): string | undefined => {
    if (!problem) return undefined;
    if (field === 'consent') return t('directdebit.invalid.consent');
    if (problem.reason === 'need_code') return t('directdebit.invalid.needCode');
    if (problem.code === 'sms_code_invalid' && problem.reason === 'too_many_tries') return t('directdebit.tooManyTries');
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
    // The order's own page when it is built (issue 12, /transactions/@id); until then her credits are shown here.
    if (paymentId && isBuilt(`/transactions/${paymentId}`)) await navigate(`/transactions/${paymentId}`);
  };

  if (showDone && form.ordered) {
    const { payment, credits } = form.ordered;
    return (
      <Done ref={done} tabIndex={-1} role="status" aria-labelledby="dd-done">
        <h2 id="dd-done">
          <Check size={22} aria-hidden="true" />
          {t('directdebit.doneTitle')}
        </h2>
        <p>{t('directdebit.done', { credits: payment.credits, balance: credits })}</p>
        <p className="hint">{t('directdebit.reference', { reference: payment.payment_id, amount: money(locale, payment.amount, payment.currency) })}</p>
        <ButtonLink href="/members">{t('directdebit.continue')}</ButtonLink>
      </Done>
    );
  }

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
            <dd>{money(locale, bundle.amount, bundle.currency)}</dd>
            {discount && (
              <>
                <dt className="discount">{t('directdebit.discount', { code: discount.code, percentage: discount.percentage })}</dt>
                <dd className="discount">−{money(locale, bundle.amount - bundle.discounted_amount, bundle.currency)}</dd>
              </>
            )}
            <dt>{t('directdebit.method')}</dt>
            <dd>{t('directdebit.methodName')}</dd>
            <dt className="total">{t('directdebit.total')}</dt>
            <dd className="total">{money(locale, bundle.discounted_amount, bundle.currency)}</dd>
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

const Done = styled(Section)`
  max-width: 640px;
  &:focus {
    outline: none;
  }
  h2 svg {
    color: ${(p) => p.theme.colors.successStrong};
  }
  p {
    margin: 0;
  }
  ${ButtonLink} {
    align-self: flex-start;
  }
`;

const ConsentError = styled.p`
  margin: 6px 0 0;
  font-size: 14px;
  color: ${(p) => p.theme.colors.danger};
`;
