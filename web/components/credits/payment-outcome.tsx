import { ArrowLeft, CircleCheck, CircleX, Clock, CreditCard, LoaderCircle, MessageCircle, RotateCcw, Search, Wallet } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled, { css, keyframes } from 'styled-components';
import type { ApiPayment } from '../../../bff/contract/api-types';
import { creditedBeforeCollection } from '../../../domain/direct-debit/collection';
import { centsOf } from '../../i18n/money';
import { isBuilt } from '../../navigation/built-pages';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { ButtonLink, Card } from '../ui';
import { useMoney } from './money';
import { Figure } from './parts';
import { useLocalPath } from '../language/use-local-path';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

type Look = 'busy' | 'wait' | 'good' | 'bad' | 'quiet';

/** Each look's mark: a soft surface and its text token (theme.ts, contrast checked in theme.test.ts). */
const LOOK = {
  busy: ['secondarySoft', 'secondaryStrong'],
  wait: ['warningSoft', 'onWarningSoft'],
  good: ['successSoft', 'onSuccessSoft'],
  bad: ['primarySoft', 'onPrimarySoft'],
  quiet: ['neutralSoft', 'onNeutralSoft'],
} as const;

const Panel = styled(Card)<{ $look: Look }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${(p) => p.theme.space(1.5)};
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(3)};
  .mark {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors[LOOK[p.$look][0]]};
    color: ${(p) => p.theme.colors[LOOK[p.$look][1]]};
    ${(p) =>
      p.$look === 'busy' &&
      css`
        svg {
          animation: ${spin} 1s linear infinite;
        }
      `}
  }
  h1 {
    margin: ${(p) => p.theme.space(1)} 0 0;
    font-size: ${(p) => p.theme.font.size.xl};
  }
  p {
    margin: 0;
    max-width: 520px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  .big {
    font-size: ${(p) => p.theme.font.size.lg};
    color: ${(p) => p.theme.colors.text};
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${(p) => p.theme.space(1)};
    margin-top: ${(p) => p.theme.space(1)};
  }
`;

/** The payment's state as its page says it (SPEC §4, §8): processing, pending, completed, failed (retry, PayPal), cancelled. */
export const PaymentOutcome = observer(function PaymentOutcome({ payment, checking }: { payment: ApiPayment; checking: boolean }) {
  const t = useT();
  const localPath = useLocalPath();
  const money = useMoney();
  const store = useStore();
  const user = store.session.user;
  // A direct debit: the credits are hers now, the money is collected later (decision 0034). Never "paid".
  const collectedLater = creditedBeforeCollection(payment);
  const methods = store.settings.settings.payment_methods;
  const order = (method: string) => localPath(`/credits/${payment.bundle_id}/${method}`);
  const country = (user?.profile.country ?? '').toUpperCase();
  const paypalOffered = (methods[country] ?? methods['*'] ?? []).includes('paypal');
  switch (payment.status) {
    case 'open':
      return (
        <Panel $look="busy" role="status" aria-live="polite">
          <span className="mark">
            <LoaderCircle size={36} aria-hidden="true" />
          </span>
          <h1>{t('payment.open.title')}</h1>
          <p>{t('payment.open.text')}</p>
          {payment.checkout_url && (
            <div className="actions">
              <ButtonLink href={payment.checkout_url} $variant="secondary">
                {t('payment.open.continue')}
              </ButtonLink>
            </div>
          )}
        </Panel>
      );
    case 'pending':
      return (
        <Panel $look="wait" role="status" aria-live="polite">
          <span className="mark">
            <Clock size={36} aria-hidden="true" />
          </span>
          <h1>{t('payment.pending.title')}</h1>
          <p>{t('payment.pending.text')}</p>
          <p>{t('payment.pending.later')}</p>
          {checking && <p className="visually-hidden">{t('payment.checking')}</p>}
        </Panel>
      );
    case 'completed':
      return (
        <Panel $look="good" role="status">
          <span className="mark">
            <CircleCheck size={40} aria-hidden="true" />
          </span>
          <h1>{t(collectedLater ? 'payment.credited.title' : 'payment.completed.title')}</h1>
          <p className="big">{t('payment.completed.text', { credits: payment.credits })}</p>
          {collectedLater && <p>{t('payment.credited.collection', { amount: money(centsOf(payment.amount), payment.currency) })}</p>}
          {user && (
            <p>
              <Figure>{t('payment.completed.balance', { credits: user.credits })}</Figure>
            </p>
          )}
          {user?.paid_user && <p>{t('payment.completed.premium')}</p>}
          <div className="actions">
            <ButtonLink href="/members">
              <Search size={18} aria-hidden="true" />
              {t('payment.completed.search')}
            </ButtonLink>
            <ButtonLink href="/chats" $variant="secondary">
              <MessageCircle size={18} aria-hidden="true" />
              {t('payment.completed.chats')}
            </ButtonLink>
          </div>
        </Panel>
      );
    case 'failed':
      return (
        <Panel $look="bad" role="alert">
          <span className="mark">
            <CircleX size={40} aria-hidden="true" />
          </span>
          <h1>{t('error.code.payment_failed')}</h1>
          <p>{t('payment.failed.text')}</p>
          {payment.method === 'creditcard' && paypalOffered && <p>{t('payment.failed.card')}</p>}
          <div className="actions">
            <ButtonLink href={order(payment.method)}>
              <RotateCcw size={18} aria-hidden="true" />
              {t('payment.failed.retry')}
            </ButtonLink>
            {payment.method === 'creditcard' && paypalOffered ? (
              <ButtonLink href={order('paypal')} $variant="secondary">
                <Wallet size={18} aria-hidden="true" />
                {t('payment.failed.paypal')}
              </ButtonLink>
            ) : (
              <ButtonLink href={localPath(`/credits/${payment.bundle_id}`)} $variant="secondary">
                <CreditCard size={18} aria-hidden="true" />
                {t('payment.failed.other')}
              </ButtonLink>
            )}
          </div>
        </Panel>
      );
    case 'cancelled':
      return (
        <Panel $look="quiet" role="status">
          <span className="mark">
            <CircleX size={40} aria-hidden="true" />
          </span>
          <h1>{t('payment.cancelled.title')}</h1>
          <p>{t('payment.cancelled.text')}</p>
          {isBuilt('/credits') && (
            <div className="actions">
              <ButtonLink href={localPath('/credits')}>
                <ArrowLeft size={18} aria-hidden="true" />
                {t('payment.cancelled.back')}
              </ButtonLink>
            </div>
          )}
        </Panel>
      );
  }
});
