import { ArrowLeft, Lock, Tag } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { BusyButton } from '../../../components/busy-button';
import { ConsentBox } from '../../../components/credits/consent-box';
import { MethodChoice } from '../../../components/credits/method-choice';
import { useMoney, usePerMessage } from '../../../components/credits/money';
import { Figure, MoneyPage, Was } from '../../../components/credits/parts';
import { Input } from '../../../components/form';
import { Alert, Button, ButtonLink, Card, Container, PageTitle } from '../../../components/ui';
import { useErrorText } from '../../../components/use-error-text';
import { useT } from '../../../i18n/use-t';
import { CreditOrder } from '../../../stores/credit-order';
import { useStore } from '../../../stores/store-context';
import { up } from '../../../theme/theme';
import type { OrderData } from './+data';
import { useLocalPath } from '../../../components/language/use-local-path';

/** The way back, its text in line with the title below it. */
const Back = styled(ButtonLink)`
  margin-left: -${(p) => p.theme.space(2.5)};
`;

const Layout = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  align-items: start;
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) 380px;
  }
  .main {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(3)};
    min-width: 0;
  }
  .side {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(2)};
    ${up('lg')} {
      position: sticky;
      top: 84px;
    }
  }
`;

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(2.5)};
  ${up('md')} {
    padding: ${(p) => p.theme.space(3)};
  }
`;

const Bundle = styled.div`
  display: flex;
  flex-direction: column;
  .line {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(2)};
  }
  .label {
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .credits {
    font-size: ${(p) => p.theme.font.size.xl};
    font-weight: 800;
  }
  .per {
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .price {
    display: inline-flex;
    align-items: baseline;
    gap: ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.font.size.xl};
    font-weight: 700;
  }
  .price ${Was} {
    font-size: ${(p) => p.theme.font.size.md};
  }
`;

const CodeRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 600;
  }
  .row {
    display: flex;
    gap: ${(p) => p.theme.space(1)};
  }
  input {
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .ok {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.successStrong};
    font-weight: 600;
  }
  .error {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.danger};
    font-weight: 600;
  }
`;

const Summary = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: 8px;
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
  .discount {
    color: ${(p) => p.theme.colors.successStrong};
  }
  .total {
    padding-top: 12px;
    border-top: 1px solid ${(p) => p.theme.colors.border};
    font-size: ${(p) => p.theme.font.size.lg};
    font-weight: 800;
    color: ${(p) => p.theme.colors.text};
  }
`;

/** The VAT line under the summary: a paragraph of its own, as a <dl> holds only its terms and descriptions. */
const Vat = styled.p`
  margin: -8px 0 0;
  font-size: ${(p) => p.theme.font.size.xs};
  color: ${(p) => p.theme.colors.textMuted};
  text-align: right;
`;

const Secure = styled.p`
  margin: 0;
  display: flex;
  gap: 8px;
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.colors.textMuted};
  svg {
    flex: none;
    margin-top: 3px;
  }
`;

/** /credits/@id/@paymentmethod: the order overview (SPEC §2) — bundle, method, discount code, total, consent, pay. */
export default observer(function OrderPage() {
  const data = useData<OrderData>();
  const store = useStore();
  const t = useT();
  const localPath = useLocalPath();
  const money = useMoney();
  const perMessage = usePerMessage();
  const errorText = useErrorText();
  const order = useMemo(() => new CreditOrder(data.bundle, data.methods, data.chosen, data.discount, store.endpoints, data.passed), [data, store]);
  const { bundle, form } = order;
  const applied = order.applied;
  const currency = bundle.currency;

  async function pay() {
    const next = await order.pay();
    if (next) window.location.assign(next);
  }

  const codeError = form.errors.discount_code;
  return (
    <Container>
      <MoneyPage>
        <div>
          <Back href={localPath('/credits')} $variant="ghost">
            <ArrowLeft size={18} aria-hidden="true" />
            {t('order.change')}
          </Back>
          <PageTitle>{t('order.title')}</PageTitle>
        </div>
        <Layout
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          <div className="main">
            <Section aria-labelledby="order-bundle">
              <h2 id="order-bundle" className="visually-hidden">
                {t('order.bundle')}
              </h2>
              <Bundle>
                <span className="label">{t('order.bundle')}</span>
                <span className="line">
                  <span className="credits">
                    <Figure>{t('credits.bundle.credits', { credits: bundle.credits })}</Figure>
                  </span>
                  {/* What she pays for the method and code chosen, the list price struck beside it: the message's price is of the same figure. */}
                  <span className="price" data-testid="order-bundle-price">
                    {applied && <Was>{money(order.listAmount, currency)}</Was>} <Figure>{money(order.total, currency)}</Figure>
                  </span>
                </span>
                <span className="per" data-testid="order-per-message">
                  <Figure>{t('credits.bundle.messages', { messages: bundle.messages })}</Figure> ·{' '}
                  <Figure>{perMessage(order.total, bundle.messages, currency)}</Figure>
                </span>
              </Bundle>
            </Section>
            <Section>
              {data.methods.length === 0 ? (
                <Alert>{t('credits.unavailable', { email: store.settings.settings.support_email })}</Alert>
              ) : (
                <MethodChoice
                  legend={t('order.method')}
                  methods={data.methods}
                  value={order.method}
                  onChange={(method) => order.choose(method)}
                  errorId={form.errors.method ? 'order-method-error' : undefined}
                />
              )}
              {form.errors.method && (
                <Alert id="order-method-error" role="alert">
                  {t('order.methodRequired')}
                </Alert>
              )}
            </Section>
          </div>
          <div className="side">
            <Section aria-labelledby="order-summary">
              <h2 id="order-summary" className="visually-hidden">
                {t('order.total')}
              </h2>
              <CodeRow>
                <label htmlFor="order-code">{t('order.code')}</label>
                <div className="row">
                  <Input
                    id="order-code"
                    name="discount_code"
                    autoComplete="off"
                    value={order.code}
                    $invalid={Boolean(codeError)}
                    $valid={Boolean(applied) && !codeError}
                    aria-invalid={codeError ? true : undefined}
                    aria-describedby="order-code-status"
                    onChange={(event) => order.setCode(event.currentTarget.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        void order.applyCode();
                      }
                    }}
                  />
                  <Button type="button" $variant="secondary" disabled={order.checking} aria-busy={order.checking} onClick={() => void order.applyCode()}>
                    {t(order.checking ? 'order.codeChecking' : 'order.codeApply')}
                  </Button>
                </div>
                <div id="order-code-status" aria-live="polite">
                  {codeError ? (
                    <p className="error">{errorText(codeError)}</p>
                  ) : applied ? (
                    <p className="ok">
                      <Tag size={14} aria-hidden="true" /> {t('order.codeApplied', { code: applied.code, percentage: applied.percentage })}
                    </p>
                  ) : order.discount ? (
                    <p className="error">{t('order.codeOtherMethod', { code: order.discount.code })}</p>
                  ) : null}
                </div>
              </CodeRow>
              <Summary>
                <dt>{t('order.price')}</dt>
                <dd>{applied ? <Was>{money(order.listAmount, currency)}</Was> : <Figure>{money(order.listAmount, currency)}</Figure>}</dd>
                {applied && (
                  <>
                    <dt className="discount">{t('order.discount', { percentage: applied.percentage })}</dt>
                    <dd className="discount">
                      <Figure>−{money(order.discountAmount, currency)}</Figure>
                    </dd>
                  </>
                )}
                <dt className="total">{t('order.total')}</dt>
                <dd className="total" data-testid="order-total">
                  <Figure>{money(order.total, currency)}</Figure>
                </dd>
              </Summary>
              <Vat>{t('order.vat')}</Vat>
              <ConsentBox checked={order.consent} invalid={Boolean(form.errors.consent)} onChange={(checked) => order.setConsent(checked)} />
              {form.problem && <Alert role="alert">{errorText(form.problem)}</Alert>}
              <BusyButton
                busy={form.busy}
                $block
                icon={Lock}
                label={t(order.directDebit ? 'order.directDebit' : 'order.pay')}
                busyLabel={t('order.paying')}
              />
              <Secure>
                <Lock size={14} aria-hidden="true" />
                {t('order.secure')}
              </Secure>
            </Section>
          </div>
        </Layout>
      </MoneyPage>
    </Container>
  );
});
