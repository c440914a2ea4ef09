import type { MessageKey } from '../i18n/message-key';

/** What the error page knows of its failure (Vike's pageContext). */
export interface ErrorPageContext {
  readonly is404?: boolean | null;
  readonly abortStatusCode?: number;
  readonly abortReason?: unknown;
}

/** Vike sets is404 to true or false only while it renders the error page. */
export const isErrorPage = (pageContext: ErrorPageContext): boolean => typeof pageContext.is404 === 'boolean';

/** SPEC §8: the status defaults to 500; `throw render(403)` and the like give theirs. */
export function errorStatusOf(pageContext: ErrorPageContext): number {
  if (pageContext.abortStatusCode) return pageContext.abortStatusCode;
  return pageContext.is404 ? 404 : 500;
}

const KNOWN = [401, 403, 404, 410, 429, 500, 503] as const;
type KnownStatus = (typeof KNOWN)[number];
const known = (status: number): KnownStatus => ((KNOWN as readonly number[]).includes(status) ? (status as KnownStatus) : 500);

/** Each status's own <title>. */
export const errorTitleKey = (status: number): MessageKey => `error.pageTitle.${known(status)}`;

/** The line under the heading that says what happened and what to do. */
export const errorHintKey = (status: number): MessageKey => `error.hint.${known(status)}`;

/** SPEC §8: the error's message (a `throw render(status, 'message')` reason), else null (the page says 'Error'). */
export function errorMessageOf(pageContext: ErrorPageContext): string | null {
  const reason = pageContext.abortReason;
  return typeof reason === 'string' && reason.trim() !== '' ? reason : null;
}
