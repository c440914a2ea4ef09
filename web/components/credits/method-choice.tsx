import styled from 'styled-components';
import type { PaymentMethod } from '../../../domain/payments/payment-method';
import { useT } from '../../i18n/use-t';
import { methodHintKey, methodKey } from './method-names';
import { MethodIcon } from './method-icon';
import { iconTile } from './parts';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${(p) => p.theme.space(1.5)};
    font-size: ${(p) => p.theme.font.size.lg};
    font-weight: 700;
  }
  .options {
    display: grid;
    gap: ${(p) => p.theme.space(1)};
    grid-template-columns: 1fr;
    @media (min-width: ${(p) => p.theme.breakpoints.sm}px) {
      grid-template-columns: repeat(2, 1fr);
    }
  }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 64px;
  padding: 10px 14px;
  border: 2px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.surface};
  cursor: pointer;
  transition: border-color 150ms ease, background 150ms ease;
  &:hover {
    border-color: ${(p) => p.theme.colors.textMuted};
  }
  &:has(input:checked) {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
  .icon {
    ${iconTile}
  }
  .text {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  .name {
    font-weight: 700;
  }
  .hint {
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The payment methods as radio cards: arrow keys move between them, the chosen one is marked by more than colour. */
export function MethodChoice(props: {
  legend: string;
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  errorId?: string;
  /** The group's id: where "another method" after a failed payment takes her. */
  id?: string;
}) {
  const t = useT();
  return (
    <Group id={props.id} aria-describedby={props.errorId}>
      <legend>{props.legend}</legend>
      <div className="options">
        {props.methods.map((method) => (
          <Option key={method}>
            <input type="radio" name="method" value={method} checked={props.value === method} onChange={() => props.onChange(method)} />
            <span className="icon">
              <MethodIcon method={method} size={22} />
            </span>
            <span className="text">
              <span className="name">{t(methodKey(method))}</span>
              <span className="hint">{t(methodHintKey(method))}</span>
            </span>
          </Option>
        ))}
      </div>
    </Group>
  );
}
