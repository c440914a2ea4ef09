import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useData } from 'vike-react/useData';
import { SandboxFrame } from '../../../components/credits/sandbox-frame';
import { SandboxSheet } from '../../../components/credits/sandbox-sheet';
import { SandboxCheckout, type SandboxOutcome } from '../../../stores/sandbox-checkout';
import { useStore } from '../../../stores/store-context';
import type { SandboxCheckoutData } from './+data';

/** The sandbox provider's checkout (development and tests): a plain, clearly labelled test page; no money moves. */
export default observer(function SandboxCheckoutPage() {
  const { checkout } = useData<SandboxCheckoutData>();
  const store = useStore();
  const sandbox = useMemo(() => new SandboxCheckout(checkout, store.endpoints), [checkout, store]);

  async function decide(outcome: SandboxOutcome) {
    const next = await sandbox.decide(outcome);
    if (next) window.location.assign(next);
  }

  return (
    <SandboxFrame>
      <SandboxSheet sandbox={sandbox} onDecide={(outcome) => void decide(outcome)} />
    </SandboxFrame>
  );
});
