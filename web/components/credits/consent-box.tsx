import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { LegalText } from './parts';

const Box = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(2)};
  border: 2px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.background};
  label {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    font-weight: 600;
    cursor: pointer;
  }
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 1px 0 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
  .explain {
    margin: 0 0 0 34px;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .explain a {
    color: ${(p) => p.theme.colors.text};
  }
  .error {
    margin: 0 0 0 34px;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.danger};
    font-weight: 600;
  }
`;

/**
 * The consent before paying (issue 12): immediate delivery of digital content and the loss of the withdrawal right,
 * explained, with the terms and the return policy. Required: paying without it is refused here and by the bff.
 */
export const ConsentBox = observer(function ConsentBox({ checked, invalid, onChange }: { checked: boolean; invalid: boolean; onChange: (checked: boolean) => void }) {
  const t = useT();
  const days = useStore().settings.settings.refund_days;
  return (
    <Box $invalid={invalid}>
      <label htmlFor="order-consent">
        <input
          id="order-consent"
          type="checkbox"
          required
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'order-consent-explain order-consent-error' : 'order-consent-explain'}
        />
        <span>{t('order.consent')}</span>
      </label>
      <p className="explain" id="order-consent-explain">
        <LegalText id="order.consentExplain" values={{ days }} />
      </p>
      {invalid && (
        <p className="error" id="order-consent-error" role="alert">
          {t('order.consentRequired')}
        </p>
      )}
    </Box>
  );
});
