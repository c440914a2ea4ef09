import { Ban, CheckCircle2, Flag } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import styled from 'styled-components';
import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '../../../domain/support/support-case';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { ReportForm, type ReportTarget } from '../../stores/report-form';
import { useStore } from '../../stores/store-context';
import { Choice, describedBy, Field, TextArea } from '../form';
import { Dialog } from '../signup/dialog';
import { Alert, Button } from '../ui';
import { useErrorText } from '../use-error-text';

const REASON_TEXT: Readonly<Record<ReportReason, MessageKey>> = {
  fake_profile: 'report.reason.fake_profile',
  scam: 'report.reason.scam',
  offensive: 'report.reason.offensive',
  underage: 'report.reason.underage',
  other: 'report.reason.other',
};

const Body = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.title};
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
  .done {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    margin: 0;
    svg {
      flex: none;
      color: ${(p) => p.theme.colors.successStrong};
    }
  }
  .reference {
    font-family: ui-monospace, monospace;
    font-weight: 700;
  }
`;

/**
 * The report dialog (issue 9), its own chunk with its form and the request's schema: loaded when "Rapporteren" is
 * first tapped, or the pointer or focus comes to it (report-button.tsx). A fresh report each time it opens.
 */
export default observer(function ReportDialog({ target, name, onClose, onBlocked }: { target: ReportTarget; name: string; onClose(): void; onBlocked(): void }) {
  const t = useT();
  const store = useStore();
  const errorText = useErrorText();
  const [report] = useState(() => new ReportForm(target, store.endpoints));
  return (
    <Dialog labelledBy="report-title" closeLabel={t('report.close')} onClose={onClose} width={480}>
      <ReportDialogBody report={report} name={name} errorText={errorText} onClose={onClose} onBlocked={onBlocked} />
    </Dialog>
  );
});

const ReportDialogBody = observer(function ReportDialogBody(props: {
  report: ReportForm;
  name: string;
  errorText: ReturnType<typeof useErrorText>;
  onClose: () => void;
  onBlocked: () => void;
}) {
  const { report, name, errorText } = props;
  const t = useT();
  if (report.reference) {
    return (
      <Body as="div">
        <h2 id="report-title">{t('report.thanksTitle')}</h2>
        <p className="done" role="status">
          <CheckCircle2 size={22} aria-hidden="true" />
          <span>
            {t('report.thanks')} <span className="reference">{report.reference}</span>
          </span>
        </p>
        <p>{t('report.blockOffer', { name })}</p>
        {report.blockForm.problem && <Alert role="alert">{errorText(report.blockForm.problem)}</Alert>}
        <Button type="button" $block disabled={report.blockForm.busy} aria-busy={report.blockForm.busy} onClick={async () => (await report.block()) && props.onBlocked()}>
          <Ban size={18} aria-hidden="true" />
          {t('report.block', { name })}
        </Button>
        <Button type="button" $variant="ghost" $block onClick={props.onClose}>
          {t('report.close')}
        </Button>
      </Body>
    );
  }
  return (
    <Body
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void report.submit();
      }}
    >
      <h2 id="report-title">{t('report.title', { name })}</h2>
      <fieldset aria-describedby={report.form.errors.reason ? 'report-reason-error' : undefined}>
        <legend>{t('report.reason')}</legend>
        {REPORT_REASONS.map((reason) => (
          <Choice key={reason}>
            <input type="radio" name="reason" value={reason} checked={report.reason === reason} onChange={() => report.setReason(reason)} />
            {t(REASON_TEXT[reason])}
          </Choice>
        ))}
        {report.form.errors.reason && (
          <Alert id="report-reason-error" role="alert">
            {t('report.reasonRequired')}
          </Alert>
        )}
      </fieldset>
      <Field id="report-text" label={t(report.reason === 'other' ? 'report.textRequired' : 'report.text')} error={errorText(report.form.errors.text)}>
        <TextArea id="report-text" rows={4} maxLength={REPORT_TEXT_MAX} value={report.text} onChange={(e) => report.setText(e.currentTarget.value)} {...describedBy('report-text', report.form.errors.text)} />
      </Field>
      {report.form.problem && <Alert role="alert">{errorText(report.form.problem)}</Alert>}
      <Button type="submit" $block disabled={report.form.busy} aria-busy={report.form.busy}>
        <Flag size={18} aria-hidden="true" />
        {t('report.submit')}
      </Button>
    </Body>
  );
});
