import { observer } from 'mobx-react-lite';
import type { ApiProfileTeaser } from '../../../bff/contract/api-types';
import { usePlaceText } from '../../i18n/place-text';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { Container } from '../ui';
import { ProfileTeaser } from './profile-teaser';

/** A visitor's view of a profile (issue 9): the teaser and the way in. */
export const VisitorTeaser = observer(function VisitorTeaser({ teaser }: { teaser: ApiProfileTeaser }) {
  const t = useT();
  const placeText = usePlaceText();
  const store = useStore();
  const settings = store.settings.settings;
  return (
    <Container>
      <ProfileTeaser
        teaser={teaser}
        imageUrl={(path) => store.settings.imageUrl(path)}
        place={placeText(teaser)}
        fictional={{ label: settings.fictional_singular, warning: settings.fictional_warning }}
        words={{ more: t('profile.teaserMore', { name: teaser.name }), signup: t('profile.teaserSignup'), login: t('profile.teaserLogin'), noPhoto: t('profile.noPhoto') }}
      />
    </Container>
  );
});
