import { ShoppingBag, History, PackageOpen, RotateCcw } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import type { ApiPayment } from '../../../../bff/contract/api-types';
import { BusyButton } from '../../../components/busy-button';
import { ConsentBox } from '../../../components/credits/consent-box';
import { MethodChoice } from '../../../components/credits/method-choice';
import { useDateTime, useMoney } from '../../../components/credits/money';
import { centsOf } from '../../../i18n/money';
import { methodKey } from '../../../components/credits/method-names';
import { Figure, MoneyPage, PageHead, BalancePill } from '../../../components/credits/parts';
import { Alert, ButtonLink, Card, Container, PageTitle } from '../../../components/ui';
import { useErrorText } from '../../../components/use-error-text';
import { useT } from '../../../i18n/use-t';
import { RepeatOrder } from '../../../stores/repeat-order';
import { useStore } from '../../../stores/store-context';
import type { RepeatOrderData } from './+data';
import { useLocalPath } from '../../../components/language/use-local-path';

const Form = styled(Card)`
  max-width: 720px;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  .last {
    display: flex;
    align-items: center;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)};
    padding-bottom: ${(p) => p.theme.space(2)};
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  .label {
    display: block;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .credits {
    display: block;
    font-size: ${(p) => p.theme.font.size.xl};
    font-weight: 800;
  }
  .price {
    font-size: ${(p) => p.theme.font.size.xl};
    font-weight: 700;
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)};
  }
`;

const Empty = styled(Card)`
  max-width: 640px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(2)};
  h2 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin: 0;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const RepeatForm = observer(function RepeatForm({ last, data }: { last: ApiPayment; data: RepeatOrderData }) {
  const store = useStore();
  const t = useT();
  const localPath = useLocalPath();
  const money = useMoney();
  const when = useDateTime();
  const errorText = useErrorText();
  const repeat = useMemo(() => new RepeatOrder(last, data.methods, store.endpoints), [last, data, store]);
  const { form } = repeat;

  async function order() {
    const next = await repeat.order();
    if (next) window.location.assign(next);
  }

  return (
    <Form
      as="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void order();
      }}
    >
      <div className="last">
        <div>
          <span className="label">{t('repeat.last')}</span>
          <span className="credits">
            <Figure>{t('credits.bundle.credits', { credits: last.credits })}</Figure>
          </span>
          <span className="label">{t('repeat.lastOn', { date: when(last.paid_at ?? last.created_at), method: t(methodKey(last.method)) })}</span>
        </div>
        <span className="price">
          <Figure>{money(centsOf(last.list_amount), last.currency)}</Figure>
        </span>
      </div>
      {data.methods.length > 0 && <RepeatMethods repeat={repeat} legend={t('order.method')} />}
      <ConsentBox checked={repeat.consent} invalid={Boolean(form.errors.consent)} onChange={(checked) => repeat.setConsent(checked)} />
      {form.problem && <Alert role="alert">{errorText(form.problem)}</Alert>}
      <BusyButton busy={form.busy} icon={RotateCcw} label={t('repeat.order')} busyLabel={t('repeat.ordering')} />
      <div className="links">
        <ButtonLink href={localPath('/credits')} $variant="ghost">
          <ShoppingBag size={18} aria-hidden="true" />
          {t('repeat.other')}
        </ButtonLink>
        <ButtonLink href="/transactions" $variant="ghost">
          <History size={18} aria-hidden="true" />
          {t('repeat.history')}
        </ButtonLink>
      </div>
    </Form>
  );
});

const RepeatMethods = observer(function RepeatMethods({ repeat, legend }: { repeat: RepeatOrder; legend: string }) {
  return <MethodChoice legend={legend} methods={repeat.methods} value={repeat.method} onChange={(method) => repeat.choose(method)} />;
});

/** /credits/repeat-order (SPEC §2): the paid member's credit link; her last completed order again, in one step. */
export default observer(function RepeatOrderPage() {
  const data = useData<RepeatOrderData>();
  const t = useT();
  const localPath = useLocalPath();
  const user = useStore().session.user;
  return (
    <Container>
      <MoneyPage>
        <PageHead>
          <div>
            <PageTitle>{t('repeat.title')}</PageTitle>
            {data.last && <p className="lead">{t('repeat.intro')}</p>}
          </div>
          {user && <BalancePill credits={user.credits} />}
        </PageHead>
        {data.last ? (
          <RepeatForm last={data.last} data={data} />
        ) : (
          <Empty>
            <h2>
              <PackageOpen size={24} aria-hidden="true" />
              {t('repeat.none.title')}
            </h2>
            <p>{t('repeat.none.text')}</p>
            <ButtonLink href={localPath('/credits')}>
              <ShoppingBag size={18} aria-hidden="true" />
              {t('repeat.none.cta')}
            </ButtonLink>
          </Empty>
        )}
      </MoneyPage>
    </Container>
  );
});

