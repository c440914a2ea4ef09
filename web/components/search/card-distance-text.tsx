import type { ApiDistance } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';

/**
 * How far away a search card's member lives ("op 12 km", "op minder dan 5 km"; issue 27): the server's rounded
 * distance in the page's words. Only the search page's cards carry a distance (its catalogue area has the words).
 */
export function CardDistanceText({ distance }: { distance: ApiDistance }) {
  const t = useT();
  return <span data-testid="card-distance">{t('search.distance', { km: distance.km, under: distance.under ? 'yes' : 'no' })}</span>;
}
