import { useIntl } from 'react-intl';
import type { MessageKey } from './message-key';

type Values = Record<string, string | number | boolean | null | undefined | Date>;

/** Typed message lookup: only keys of the nl source catalogue compile. */
export function useT() {
  const intl = useIntl();
  return (id: MessageKey, values?: Values) => intl.formatMessage({ id }, values);
}
