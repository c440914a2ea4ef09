import { Ban, CircleCheck, CircleX, Clock, FlaskConical, type LucideIcon } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import styled, { css } from 'styled-components';
import { useData } from 'vike-react/useData';
import { useMoney } from '../../../components/credits/money';
import { centsOf } from '../../../i18n/money';
import { methodKey } from '../../../components/credits/method-names';
import { MethodIcon } from '../../../components/credits/method-icon';
import { Figure } from '../../../components/credits/parts';
import { Alert, ButtonLink } from '../../../components/ui';
import { useErrorText } from '../../../components/use-error-text';
import type { MessageKey } from '../../../i18n/message-key';
import { useT } from '../../../i18n/use-t';
import { SandboxCheckout, type SandboxOutcome } from '../../../stores/sandbox-checkout';
import { useStore } from '../../../stores/store-context';
import type { SandboxCheckoutData } from './+data';

const OUTCOMES: ReadonlyArray<readonly [SandboxOutcome, MessageKey, LucideIcon]> = [
  ['paid', 'sandbox.paid', CircleCheck],
  ['pending', 'sandbox.pending', Clock],
  ['failed', 'sandbox.failed', CircleX],
  ['canceled', 'sandbox.canceled', Ban],
];

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(2)};
  background: repeating-linear-gradient(135deg, #f6f6f8 0 24px, #eeeef2 24px 48px);
`;

const Banner = styled.p`
  width: 100%;
  max-width: 480px;
  margin: 0 0 ${(p) => p.theme.space(2)};
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.warningSoft};
  color: ${(p) => p.theme.colors.onWarningSoft};
  border: 2px dashed #b45309;
  font-weight: 700;
  svg {
    flex: none;
  }
`;

const Sheet = styled.section`
  width: 100%;
  max-width: 480px;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)};
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius.card};
  box-shadow: ${(p) => p.theme.shadow.float};
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xl};
  }
  .explain {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 8px 16px;
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
    display: flex;
    justify-content: flex-end;
    align-items: center;
    gap: 6px;
  }
  .amount {
    font-size: ${(p) => p.theme.font.size.xxl};
    font-weight: 800;
  }
  .buttons {
    display: grid;
    grid-template-columns: 1fr;
    @media (min-width: ${(p) => p.theme.breakpoints.sm}px) {
      grid-template-columns: 1fr 1fr;
    }
    gap: ${(p) => p.theme.space(1)};
  }
`;

const Outcome = styled.button<{ $main: boolean; $wide: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 0 12px;
  border-radius: ${(p) => p.theme.radius.input};
  border: 2px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-weight: 700;
  cursor: pointer;
  &:hover {
    border-color: ${(p) => p.theme.colors.textMuted};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  ${(p) =>
    p.$wide &&
    css`
      grid-column: 1 / -1;
      border-style: dashed;
    `}
  ${(p) =>
    p.$main &&
    css`
      grid-column: 1 / -1;
      background: #1b1b1f;
      border-color: #1b1b1f;
      color: #fff;
      &:hover {
        background: #000;
      }
    `}
`;

/** The sandbox provider's checkout (development and tests): a plain, clearly labelled test page; no money moves. */
export default observer(function SandboxCheckoutPage() {
  const { checkout } = useData<SandboxCheckoutData>();
  const store = useStore();
  const t = useT();
  const money = useMoney();
  const errorText = useErrorText();
  const sandbox = useMemo(() => new SandboxCheckout(checkout, store.endpoints), [checkout, store]);

  async function decide(outcome: SandboxOutcome) {
    const next = await sandbox.decide(outcome);
    if (next) window.location.assign(next);
  }

  return (
    <Page>
      <Banner role="note">
        <FlaskConical size={22} aria-hidden="true" />
        {t('sandbox.notice')}
      </Banner>
      <Sheet aria-labelledby="sandbox-title">
        <h1 id="sandbox-title">{t('sandbox.title')}</h1>
        <p className="explain">{t('sandbox.explain')}</p>
        <dl>
          <dt>{t('sandbox.amount')}</dt>
          <dd className="amount">
            <Figure>{money(centsOf(checkout.amount), checkout.currency)}</Figure>
          </dd>
          <dt>{t('sandbox.description')}</dt>
          <dd>{checkout.description}</dd>
          <dt>{t('sandbox.method')}</dt>
          <dd>
            <MethodIcon method={checkout.method} size={18} />
            {t(methodKey(checkout.method))}
          </dd>
        </dl>
        {sandbox.open ? (
          <div className="buttons" role="group" aria-label={t('sandbox.outcome')}>
            {OUTCOMES.map(([outcome, key, Icon]) => (
              <Outcome
                key={outcome}
                type="button"
                $main={outcome === 'paid'}
                $wide={outcome === 'canceled'}
                disabled={sandbox.form.busy}
                aria-busy={sandbox.form.busy && sandbox.chosen === outcome}
                onClick={() => void decide(outcome)}
              >
                <Icon size={18} aria-hidden="true" />
                {sandbox.form.busy && sandbox.chosen === outcome ? t('sandbox.busy') : t(key)}
              </Outcome>
            ))}
          </div>
        ) : (
          <>
            <Alert $tone="info">{t('sandbox.closed')}</Alert>
            <ButtonLink href={`/transactions/${checkout.payment_id}`}>{t('sandbox.back')}</ButtonLink>
          </>
        )}
        {sandbox.form.problem && <Alert role="alert">{errorText(sandbox.form.problem)}</Alert>}
      </Sheet>
    </Page>
  );
});
