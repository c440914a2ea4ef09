import { observer } from 'mobx-react-lite';
import { useData } from 'vike-react/useData';
import { CreditsHead } from '../../../components/credits/credits-head';
import { NoLastOrder } from '../../../components/credits/no-last-order';
import { MoneyPage } from '../../../components/credits/parts';
import { RepeatOrderForm } from '../../../components/credits/repeat-order-form';
import { Container } from '../../../components/ui';
import type { RepeatOrderData } from './+data';

/** /credits/repeat-order (SPEC §2): the paid member's credit link; her last completed order again, in one step. */
export default observer(function RepeatOrderPage() {
  const { last, methods } = useData<RepeatOrderData>();
  return (
    <Container>
      <MoneyPage>
        <CreditsHead title="repeat.title" lead={Boolean(last) && 'repeat.intro'} />
        {last ? <RepeatOrderForm last={last} methods={methods} /> : <NoLastOrder />}
      </MoneyPage>
    </Container>
  );
});
