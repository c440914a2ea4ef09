import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** A check mark in the valid colour, drawn at the control's end (SPEC §5: valid fields are marked as such). */
const checkMark = (colour: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='${colour}' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'><path d='M20 6 9 17l-5-5'/></svg>`,
  )}")`;

type ControlState = { $invalid?: boolean; $valid?: boolean };

/**
 * A field's control. SPEC §5's generic field styling: invalid in the danger colour (its text below says why), valid
 * (checked and right) in the spec's success colour #76a61e with a check mark in its darker shade (6.3:1 on white, WCAG
 * AA for a graphic); only a field checked as she left it, or at the form's check, is ever shown valid.
 */
const control = css<ControlState>`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.$valid ? p.theme.colors.success : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius.input};
  background: ${(p) => p.theme.colors.surface};
  font-size: ${(p) => p.theme.font.size.md};
  ${(p) =>
    p.$valid &&
    !p.$invalid &&
    css`
      padding-right: 40px;
      box-shadow: ${p.theme.shadow.validField};
      background-image: ${checkMark(p.theme.colors.successStrong)};
      background-repeat: no-repeat;
      background-position: right 12px center;
      background-size: 18px 18px;
    `}
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 0;
    border-color: ${(p) => p.theme.colors.focus};
  }
`;

export const Input = styled.input<ControlState>`
  ${control}
`;
export const Select = styled.select<ControlState>`
  ${control}
  appearance: auto;
`;
export const TextArea = styled.textarea<ControlState>`
  ${control}
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  label {
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 600;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.colors.danger};
`;

/** Label above the control, the error announced and tied to the control by id. */
export function Field(props: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <FieldBox>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.error && (
        <ErrorText id={`${props.id}-error`} role="alert">
          {props.error}
        </ErrorText>
      )}
    </FieldBox>
  );
}

/** The options of a select, each value shown as itself or as `label` says. */
export function Options<V extends string | number>({ values, label }: { values: readonly V[]; label?: (value: V) => ReactNode }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {label ? label(value) : value}
        </option>
      ))}
    </>
  );
}

/** Props that tie a control to its error text (Field renders it with id `${id}-error`) and its hint (`${id}-hint`). */
export function describedBy(id: string, error: unknown, hint?: boolean) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

/** The named fields of a submitted form as text ('' for one that is missing). */
export function formValues<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
}

/** A card's forms: one column of fields, and its muted small print. */
export const stackedForms = css`
  form {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(2)};
  }
  .muted {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

export const FormGrid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
`;

/** One choice of a radio group as a tappable row, marked when chosen and when focused by keyboard. */
export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: 0 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.card};
  cursor: pointer;
  font-weight: 600;
  &:has(input:checked) {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${(p) => p.theme.colors.focus};
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;
