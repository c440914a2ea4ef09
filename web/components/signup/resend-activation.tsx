import { newActionKey } from '../../api/client';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { Button } from '../ui';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  p {
    margin: 0;
    font-size: 14px;
  }
  .ok {
    color: ${(p) => p.theme.colors.successStrong};
    font-weight: 600;
  }
  .error {
    color: ${(p) => p.theme.colors.danger};
  }
`;

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent' } | { kind: 'wait'; minutes: number } | { kind: 'error' };

/** "Stuur de mail opnieuw": POST /api/activation-mail.php; a 429 says how many minutes to wait. */
export function ResendActivation({ variant = 'secondary', block = false }: { variant?: 'primary' | 'secondary'; block?: boolean }) {
  const t = useT();
  const store = useStore();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function resend() {
    setState({ kind: 'busy' });
    try {
      const result = await store.api.post<{ ok: true }>('/api/activation-mail.php', {}, { idempotencyKey: newActionKey() });
      if (result && result.ok) setState({ kind: 'sent' });
      else if (result && result.status === 429) {
        const seconds = Number((result.error as { retry_after?: number }).retry_after ?? 60);
        setState({ kind: 'wait', minutes: Math.max(1, Math.ceil(seconds / 60)) });
      } else setState({ kind: 'error' });
    } catch {
      setState({ kind: 'error' });
    }
  }

  const busy = state.kind === 'busy';
  return (
    <Box>
      <Button type="button" $variant={variant} $block={block} onClick={() => void resend()} disabled={busy} aria-busy={busy}>
        <Mail size={18} aria-hidden="true" />
        {busy ? t('activation.resendBusy') : t('activation.resend')}
      </Button>
      <div aria-live="polite">
        {state.kind === 'sent' && <p className="ok">{t('activation.resent')}</p>}
        {state.kind === 'wait' && <p className="error">{t('activation.retryAfter', { minutes: state.minutes })}</p>}
        {state.kind === 'error' && <p className="error">{t('error.generic')}</p>}
      </div>
    </Box>
  );
}
