import { Check } from 'lucide-react';
import styled from 'styled-components';
import { useT } from '../i18n/use-t';
import { interestLabel } from './signup/options';

const Chips = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 600;
    padding: 0;
    margin-bottom: 10px;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 40px;
    padding: 0 14px;
    border-radius: ${(p) => p.theme.radius.pill};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    font-size: ${(p) => p.theme.font.size.body};
    cursor: pointer;
    user-select: none;
    transition: background 150ms ease, border-color 150ms ease;
    &:hover {
      border-color: ${(p) => p.theme.colors.textMuted};
    }
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label:has(input:checked) {
    background: ${(p) => p.theme.colors.primarySoft};
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimarySoft};
    font-weight: 600;
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 1px;
  }
  .tick {
    display: none;
  }
  label:has(input:checked) .tick {
    display: inline;
  }
`;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The interests of the settings as checkable chips (signup step 3, /profile); none when the domain has none. */
export function InterestChips(props: { all: readonly string[]; chosen: readonly string[]; onToggle(interest: string, on: boolean): void; legend: string; describedBy?: string }) {
  const t = useT();
  if (props.all.length === 0) return null;
  return (
    <Chips aria-describedby={props.describedBy}>
      <legend>{props.legend}</legend>
      <div className="chips">
        {props.all.map((interest) => {
          const key = interestLabel(interest);
          return (
            <label key={interest}>
              <input type="checkbox" name="interests" value={interest} checked={props.chosen.includes(interest)} onChange={(e) => props.onToggle(interest, e.currentTarget.checked)} />
              <Check className="tick" size={16} aria-hidden="true" />
              {key ? t(key) : capitalise(interest)}
            </label>
          );
        })}
      </div>
    </Chips>
  );
}
