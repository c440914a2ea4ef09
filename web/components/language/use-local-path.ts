import { localisedPath } from '../../../domain/locale/credit-paths';
import { useStore } from '../../stores/store-context';

/**
 * Links as the visitor's language writes them (SPEC §2 "credit paths are localised per language", decision 0064):
 * `localPath('/credits/repeat-order')` is /guthaben/erneut-bestellen in German. Every link to a credit page goes
 * through it; other paths come back as they are.
 */
export function useLocalPath(): (path: string) => string {
  const { locale } = useStore();
  return (path) => localisedPath(path, locale);
}
