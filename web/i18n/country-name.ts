import type { MessageKey } from './nl';
import type { useT } from './use-t';

const KNOWN = ['NL', 'BE', 'DE'];

export function countryName(t: ReturnType<typeof useT>, code: string) {
  return KNOWN.includes(code) ? t(`country.${code}` as MessageKey) : code;
}
