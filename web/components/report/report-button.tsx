import { Flag } from 'lucide-react';
import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { navigate } from 'vike/client/router';
import { useT } from '../../i18n/use-t';
import type { ReportTarget } from '../../stores/report-form';
import { DialogPending } from '../dialog-pending';
import { lazyPart, preloadOn } from '../lazy-part';
import { Button, quietIconButton } from '../ui';

/** The dialog, its form and its schema: loaded when first used, not with the page. */
const ReportDialog = lazyPart(() => import('./report-dialog'));

/** The conversation's top bar has room for an icon only; its label says what it does. */
const IconButton = styled.button`
  ${quietIconButton}
  flex: none;
`;

/**
 * "Rapporteren" on every profile and conversation (issue 9): a dialog with the reason and a text, then the reference
 * and the offer to block the member too (report-dialog.tsx). After a block the page is left: neither member sees the
 * other any more. A tap while the dialog is still loading shows a spinner where it will open, then opens it.
 */
export function ReportButton({ target, name, leaveTo, compact }: { target: ReportTarget; name: string; leaveTo: string; compact?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      {compact ? (
        <IconButton type="button" onClick={() => setOpen(true)} aria-label={t('report.title', { name })} title={t('report.open')} {...preloadOn(ReportDialog)}>
          <Flag size={20} aria-hidden="true" />
        </IconButton>
      ) : (
        <Button type="button" $variant="ghost" onClick={() => setOpen(true)} {...preloadOn(ReportDialog)}>
          <Flag size={18} aria-hidden="true" />
          {t('report.open')}
        </Button>
      )}
      {open && (
        <Suspense fallback={<DialogPending label={t('report.title', { name })} />}>
          <ReportDialog target={target} name={name} onClose={close} onBlocked={() => void navigate(leaveTo)} />
        </Suspense>
      )}
    </>
  );
}
