import type { ApiDistance } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';

/**
 * How far away a search card's member lives, in the page's words ("op 12 km", "op minder dan 5 km"; issue 27): the
 * server's rounded distance, or nothing when it has none. For the search page, whose catalogue area holds the words.
 */
export function useDistanceText(): (distance: ApiDistance | null | undefined) => string | undefined {
  const t = useT();
  return (distance) => (distance ? t('search.distance', { km: distance.km, under: distance.under ? 'yes' : 'no' }) : undefined);
}
