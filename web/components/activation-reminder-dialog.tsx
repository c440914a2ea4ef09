import { MailWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useT } from '../i18n/use-t';
import { Dialog } from './signup/dialog';
import { ResendActivation } from './signup/resend-activation';
import { Button, roundBadge } from './ui';

const ModalBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  text-align: center;
  align-items: center;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.title};
  }
  p {
    margin: 0;
    line-height: 1.5;
  }
  .icon {
    ${roundBadge(64)}
    background: ${(p) => p.theme.colors.warningSoft};
    color: ${(p) => p.theme.colors.warning};
  }
  strong {
    overflow-wrap: anywhere;
  }
  > div,
  > button {
    width: 100%;
  }
  > div {
    align-items: stretch;
  }
`;

/** The activation reminder as a modal, on a phone right after signup (activation-reminder.tsx): its own chunk. */
export default function ActivationReminderDialog({ email, dismiss }: { email: ReactNode; dismiss(): void }) {
  const t = useT();
  return (
    <Dialog labelledBy="activation-reminder-title" closeLabel={t('activation.reminderDismiss')} onClose={dismiss} width={420}>
      <ModalBody>
        <span className="icon" aria-hidden="true">
          <MailWarning size={30} />
        </span>
        <h2 id="activation-reminder-title">{t('activation.reminderTitle')}</h2>
        <p>
          <FormattedMessage id="activation.reminderText" values={{ email }} />
        </p>
        <ResendActivation variant="primary" block />
        <Button type="button" $variant="ghost" $block onClick={dismiss}>
          {t('activation.reminderLater')}
        </Button>
      </ModalBody>
    </Dialog>
  );
}
