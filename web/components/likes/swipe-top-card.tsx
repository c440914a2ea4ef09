import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/use-t';
import type { SwipeGame } from '../../stores/swipe-game';
import { useStore } from '../../stores/store-context';
import { SwipeCard } from './swipe-card';

/** The deck's top card, dragged right to like and left to pass; a new card (its key) for every profile. */
export const SwipeTopCard = observer(function SwipeTopCard({ game }: { game: SwipeGame }) {
  const t = useT();
  const { settings } = useStore();
  const profile = game.current;
  if (!profile) return null;
  return (
    <SwipeCard
      key={profile.id}
      profile={profile}
      imageUrl={(path) => settings.imageUrl(path)}
      fictional={{ label: settings.settings.fictional_singular, warning: settings.settings.fictional_warning }}
      words={{ like: t('swipe.like'), pass: t('swipe.pass'), from: (city) => city }}
      distance={profile.distance ? t('swipe.distance', { km: profile.distance.km, under: profile.distance.under ? 'yes' : 'no' }) : undefined}
      onLike={() => void game.like()}
      onPass={() => void game.pass()}
    />
  );
});
