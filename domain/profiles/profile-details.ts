import type { DetailsChange } from './settings-ports';

/** Longest value of a one-line profile field (reason, hair colour…). */
export const DETAIL_MAX_LENGTH = 80;
/** docs/api.md: `about` holds at most 2000 characters. */
export const ABOUT_MAX_LENGTH = 2000;
/** The signup's rule for the name others see. */
export const NAME_MAX_LENGTH = 40;

const ONE_LINE_FIELDS = ['reason', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos'] as const;

export interface DetailsProblem {
  readonly field: string;
  readonly reason: 'required' | 'too_long' | 'control_characters' | 'unknown_interest' | 'duplicate_interest';
}

/** Control characters have no place in profile text (PostgreSQL also refuses NUL); `about` may hold line breaks and tabs. */
const hasControlCharacters = (text: string, multiline: boolean): boolean => {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (multiline && (char === '\n' || char === '\r' || char === '\t')) continue;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};

const length = (text: string): number => [...text].length;

/**
 * What is wrong with a change of profile details, if anything. Text is plain text, kept as typed (the web escapes it);
 * interests come only from the domain's `interests` setting.
 */
export function detailsProblem(change: DetailsChange, allowedInterests: readonly string[]): DetailsProblem | undefined {
  if (change.name !== undefined) {
    if (change.name.trim() === '') return { field: 'name', reason: 'required' };
    if (length(change.name) > NAME_MAX_LENGTH) return { field: 'name', reason: 'too_long' };
    if (hasControlCharacters(change.name, false)) return { field: 'name', reason: 'control_characters' };
  }
  for (const field of ONE_LINE_FIELDS) {
    const value = change[field];
    if (value === undefined) continue;
    if (length(value) > DETAIL_MAX_LENGTH) return { field, reason: 'too_long' };
    if (hasControlCharacters(value, false)) return { field, reason: 'control_characters' };
  }
  if (change.about !== undefined) {
    if (length(change.about) > ABOUT_MAX_LENGTH) return { field: 'about', reason: 'too_long' };
    if (hasControlCharacters(change.about, true)) return { field: 'about', reason: 'control_characters' };
  }
  if (change.interests !== undefined) {
    const seen = new Set<string>();
    for (const interest of change.interests) {
      if (!allowedInterests.includes(interest)) return { field: 'interests', reason: 'unknown_interest' };
      if (seen.has(interest)) return { field: 'interests', reason: 'duplicate_interest' };
      seen.add(interest);
    }
  }
  return undefined;
}
