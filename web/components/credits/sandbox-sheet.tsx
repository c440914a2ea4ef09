import { Ban, CircleCheck, CircleX, Clock, RotateCcw, type LucideIcon } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled, { css } from 'styled-components';
import type { MessageKey } from '../../i18n/message-key';
import { centsOf } from '../../i18n/money';
import { useT } from '../../i18n/use-t';
import type { SandboxCheckout, SandboxOutcome } from '../../stores/sandbox-checkout';
import { Alert, Button, ButtonLink } from '../ui';
import { useErrorText } from '../use-error-text';
import { MethodIcon } from './method-icon';
import { methodKey } from './method-names';
import { useMoney } from './money';
import { Figure } from './parts';

const OUTCOMES: ReadonlyArray<readonly [SandboxOutcome, MessageKey, LucideIcon]> = [
  ['paid', 'sandbox.paid', CircleCheck],
  ['pending', 'sandbox.pending', Clock],
  ['failed', 'sandbox.failed', CircleX],
  ['canceled', 'sandbox.canceled', Ban],
];

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
  [role='alert'] .next {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)};
    width: 100%;
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
      background: ${(p) => p.theme.colors.inverse};
      border-color: ${(p) => p.theme.colors.inverse};
      color: ${(p) => p.theme.colors.onInverse};
      &:hover {
        background: ${(p) => p.theme.colors.inverseHover};
      }
    `}
`;

/** The sandbox checkout's sheet: the amount, description and method, and the outcome to give the payment. */
export const SandboxSheet = observer(function SandboxSheet({ sandbox, onDecide }: { sandbox: SandboxCheckout; onDecide: (outcome: SandboxOutcome) => void }) {
  const t = useT();
  const money = useMoney();
  const errorText = useErrorText();
  const { checkout } = sandbox;
  return (
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
              onClick={() => onDecide(outcome)}
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
      {sandbox.form.problem && (
        <Alert role="alert" data-testid="sandbox-problem">
          <strong>{errorText(sandbox.form.problem)}</strong> {t('sandbox.failedNext')}
          <span className="next">
            {sandbox.chosen && (
              <Button type="button" $variant="secondary" onClick={() => sandbox.chosen && onDecide(sandbox.chosen)}>
                <RotateCcw size={18} aria-hidden="true" />
                {t('payment.failed.retry')}
              </Button>
            )}
            <ButtonLink href={`/transactions/${checkout.payment_id}`} $variant="ghost">
              {t('sandbox.back')}
            </ButtonLink>
          </span>
        </Alert>
      )}
    </Sheet>
  );
});
