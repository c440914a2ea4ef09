import { ArrowLeft, Coins, Trash2 } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formValues } from '../form';
import { Button, ButtonLink } from '../ui';
import { useT } from '../../i18n/use-t';
import { AccountDeletion } from '../../stores/account-deletion';
import { useLocalStore, useStore } from '../../stores/store-context';
import { FormOutcome } from './form-parts';
import { Notice } from './notice';
import { PasswordField } from './password-field';
import { isBuilt } from '../../navigation/built-pages';
import { SettingsSection } from './section';
import { DELETION_REASONS, type DeletionReason } from '../../../domain/accounts/account-closure';
import { BusyButton } from '../busy-button';
import { useLocalPath } from '../language/use-local-path';

type Step = 0 | 1 | 2 | 3;

const Radios = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${(p) => p.theme.space(1)};
  }
  .options {
    display: grid;
    gap: ${(p) => p.theme.space(1)};
    ${(p) => `@media (min-width: ${p.theme.breakpoints.md}px)`} {
      grid-template-columns: 1fr 1fr;
    }
  }
  label {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
    min-height: 48px;
    padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(2)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.input};
    cursor: pointer;
    transition: border-color 150ms ease, background 150ms ease;
  }
  label:hover {
    border-color: ${(p) => p.theme.colors.textMuted};
  }
  label:has(input:checked) {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.primarySoft};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

const Offer = styled.div`
  border-radius: ${(p) => p.theme.radius.card};
  background: linear-gradient(135deg, ${(p) => p.theme.colors.primarySoft}, ${(p) => p.theme.colors.secondarySoft});
  padding: ${(p) => p.theme.space(2.5)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  .kicker {
    font-size: ${(p) => p.theme.font.size.caption};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${(p) => p.theme.colors.onPrimarySoft};
  }
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
  }
`;

/** Two choices of equal weight: staying is offered, never pushed (no dark patterns). */
const Choice = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  ${(p) => `@media (min-width: ${p.theme.breakpoints.sm}px)`} {
    grid-template-columns: 1fr 1fr;
  }
  > * {
    width: 100%;
    white-space: normal;
    text-align: center;
    padding-top: 8px;
    padding-bottom: 8px;
  }
`;

const StepLabel = styled.p`
  font-size: ${(p) => p.theme.font.size.caption};
  font-weight: 600;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** SPEC §2: deletion in steps — reason, retention offer, password — then POST /api/delete-account.php. */
export const DeleteSection = observer(function DeleteSection() {
  const t = useT();
  const localPath = useLocalPath();
  const store = useStore();
  const discount = store.settings.settings.delete_discount;
  const [step, setStep] = useState<Step>(0);
  const [reason, setReason] = useState<DeletionReason | ''>('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const deletion = useLocalStore((root) => new AccountDeletion(root.endpoints));
  const busy = deletion.form.busy;
  const stepStart = useRef<HTMLElement | null>(null);
  const moved = useRef(false);

  // Each step moves keyboard and screen-reader focus to its first element.
  useEffect(() => {
    if (moved.current) stepStart.current?.focus();
    moved.current = true;
  }, [step]);

  const go = (next: Step) => {
    deletion.form.clear();
    setStep(next);
  };

  function chooseReason(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason) {
      setReasonError(t('settings.delete.reasonRequired'));
      return;
    }
    setReasonError(undefined);
    go(2);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { password } = formValues(event.currentTarget, ['password']);
    if (reason && (await deletion.delete({ password, reason }))) window.location.href = '/account-deleted';
  }

  const stepLabel = (n: number) => <StepLabel>{t('settings.delete.step', { step: n })}</StepLabel>;

  return (
    <SettingsSection id="delete" title={t('settings.delete.title')} icon={Trash2}>
      {step === 0 && (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <p className="muted">{t('settings.delete.intro')}</p>
          <div className="actions">
            <Button type="button" $variant="secondary" ref={(el) => void (stepStart.current = el)} onClick={() => go(1)}>
              <Trash2 size={18} aria-hidden="true" />
              {t('settings.delete.start')}
            </Button>
          </div>
        </div>
      )}

      {step === 1 && (
        <form onSubmit={chooseReason} noValidate>
          {stepLabel(1)}
          <Radios aria-describedby={reasonError ? 'delete-reason-error' : undefined}>
            <legend ref={(el) => void (stepStart.current = el)} tabIndex={-1}>
              {t('settings.delete.reasonLegend')}
            </legend>
            <div className="options">
              {DELETION_REASONS.map((r) => (
                <label key={r}>
                  <input
                    type="radio"
                    name="reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => {
                      setReason(r);
                      setReasonError(undefined);
                    }}
                  />
                  {t(`settings.delete.reason.${r}`)}
                </label>
              ))}
            </div>
          </Radios>
          {reasonError && (
            <Notice tone="danger" id="delete-reason-error">
              {reasonError}
            </Notice>
          )}
          <div className="actions">
            <Button type="submit">{t('settings.delete.next')}</Button>
            <Button type="button" $variant="ghost" onClick={() => go(0)}>
              {t('settings.delete.cancel')}
            </Button>
          </div>
        </form>
      )}

      {step === 2 && (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          {stepLabel(2)}
          <Offer>
            <span className="kicker">{t('settings.delete.offerTitle')}</span>
            <h3 ref={(el) => void (stepStart.current = el)} tabIndex={-1}>
              {t('settings.delete.offer', { discount })}
            </h3>
            <p>{t('settings.delete.offerText')}</p>
          </Offer>
          <Choice>
            {isBuilt('/credits') && (
              <ButtonLink href={localPath('/credits')}>
                <Coins size={18} aria-hidden="true" />
                {t('settings.delete.stay')}
              </ButtonLink>
            )}
            <Button type="button" $variant="secondary" onClick={() => go(3)}>
              {t('settings.delete.continue')}
            </Button>
          </Choice>
          <div className="actions">
            <Button type="button" $variant="ghost" onClick={() => go(1)}>
              <ArrowLeft size={18} aria-hidden="true" />
              {t('settings.delete.back')}
            </Button>
          </div>
        </div>
      )}

      {step === 3 && (
        <form onSubmit={(e) => void confirm(e)} noValidate>
          {stepLabel(3)}
          <p ref={(el) => void (stepStart.current = el)} tabIndex={-1}>
            {t('settings.delete.confirmText')}
          </p>
          <PasswordField id="delete-password" name="password" label={t('settings.delete.password')} form={deletion.form} />
          <FormOutcome problem={deletion.form.problem} />
          <div className="actions">
            <BusyButton busy={busy} icon={Trash2} label={t('settings.delete.confirm')} busyLabel={t('settings.delete.busy')} />
            <Button type="button" $variant="ghost" onClick={() => go(2)}>
              <ArrowLeft size={18} aria-hidden="true" />
              {t('settings.delete.back')}
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  );
});
