import type { ChangeEvent } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  cursor: pointer;
  font-weight: 600;
  min-height: 44px;
  .control {
    flex: none;
    position: relative;
    display: inline-flex;
  }
  /* The real checkbox lies over the drawn track: pointer, keyboard and tests all reach the same element. */
  input {
    position: absolute;
    inset: 0;
    z-index: 1;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  .track {
    flex: none;
    position: relative;
    width: 48px;
    height: 28px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.switchTrack};
    transition: background 150ms ease;
  }
  .track::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.surface};
    box-shadow: ${(p) => p.theme.shadow.knob};
    transition: transform 150ms ease;
  }
  input:checked + .track {
    background: ${(p) => p.theme.colors.primary};
  }
  input:checked + .track::after {
    transform: translateX(20px);
  }
  input:focus-visible + .track {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  input:disabled + .track {
    opacity: 0.6;
  }
  .state {
    margin-left: auto;
    font-weight: 400;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** A checkbox shown as a switch: the label and the on/off word are visible, the state is announced by role="switch". */
export function Switch(props: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  stateText: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}) {
  return (
    <Label htmlFor={props.id}>
      <span className="control">
        <input
          id={props.id}
          type="checkbox"
          role="switch"
          checked={props.checked}
          disabled={props.disabled}
          aria-describedby={props.describedBy}
          onChange={props.onChange}
        />
        <span className="track" aria-hidden="true" />
      </span>
      <span>{props.label}</span>
      <span className="state" aria-hidden="true">
        {props.stateText}
      </span>
    </Label>
  );
}
