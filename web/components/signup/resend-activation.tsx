import { Mail } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { ActivationMail } from '../../stores/activation-mail';
import { useLocalStore } from '../../stores/store-context';
import { BusyButton } from '../busy-button';
import { useErrorText } from '../use-error-text';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  p {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  .ok {
    color: ${(p) => p.theme.colors.successStrong};
    font-weight: 600;
  }
  .error {
    color: ${(p) => p.theme.colors.danger};
  }
`;

/** "Stuur de mail opnieuw": POST /api/activation-mail.php; a 429 says how many minutes to wait. */
export const ResendActivation = observer(function ResendActivation({ variant = 'secondary', block = false }: { variant?: 'primary' | 'secondary'; block?: boolean }) {
  const t = useT();
  const text = useErrorText();
  const mail = useLocalStore((store) => new ActivationMail(store.endpoints));
  const problem = mail.form.problem;

  const busy = mail.form.busy;
  return (
    <Box>
      <BusyButton
        type="button"
        $variant={variant}
        $block={block}
        busy={busy}
        icon={Mail}
        label={t('activation.resend')}
        busyLabel={t('activation.resendBusy')}
        onClick={() => void mail.resend()}
      />
      <div aria-live="polite">
        {mail.sent && <p className="ok">{t('activation.resent')}</p>}
        {problem && <p className="error">{text(problem)}</p>}
      </div>
    </Box>
  );
});
