import { Loader2 } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import styled, { keyframes } from 'styled-components';
import { navigate } from 'vike/client/router';
import { useT } from '../../i18n/use-t';
import { Activation } from '../../stores/activation';
import { useLocalStore } from '../../stores/store-context';
import { Alert } from '../ui';
import { useErrorText } from '../use-error-text';
import { ActivationPanel } from './activation-panel';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Spinner = styled(Loader2)`
  animation: ${spin} 900ms linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The token from a mail link: activate on mount, then the done or error page. */
export const Activating = observer(function Activating({ token }: { token: string }) {
  const t = useT();
  const text = useErrorText();
  const activation = useLocalStore((store) => new Activation(store.endpoints, store.session));
  const failed = activation.outcome === 'failed';

  useEffect(() => {
    void activation.activate(token).then((outcome) => {
      if (outcome === 'done') return navigate('/activate/done', { overwriteLastHistoryEntry: true });
      if (outcome === 'link_invalid') return navigate('/activate/error', { overwriteLastHistoryEntry: true });
    });
  }, [activation, token]);

  return (
    <ActivationPanel icon={<Spinner size={30} />} tone="info" title={t('activation.confirming')} busy={!failed}>
      {failed && (
        <Alert role="alert" $tone="danger">
          {text(activation.form.problem)}
        </Alert>
      )}
    </ActivationPanel>
  );
});
