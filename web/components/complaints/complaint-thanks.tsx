import { CheckCircle2 } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { ComplaintPanel } from './complaint-panel';

/** The complaint received: the thanks and the reference to quote. */
export function ComplaintThanks({ reference }: { reference: string }) {
  const t = useT();
  return (
    <ComplaintPanel>
      <h2>{t('complaints.thanksTitle')}</h2>
      <p className="done" role="status">
        <CheckCircle2 size={22} aria-hidden="true" />
        <span>
          {t('complaints.thanks')} <span className="reference">{reference}</span>
        </span>
      </p>
    </ComplaintPanel>
  );
}
