import { Crown, Heart, Search, UserRound } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { ActivationChoice as Choice, ActivationChoices, ActivationDoneHead } from '../../../components/signup/activation-done';
import { Container } from '../../../components/ui';
import { useT } from '../../../i18n/use-t';
import { useStore } from '../../../stores/store-context';
import { isBuilt } from '../../../navigation/built-pages';

/** /activate/done (SPEC §2): confirmed; cards for the signup profile, premium and the member overview. */
export default observer(function ActivateDonePage() {
  const t = useT();
  const store = useStore();
  const user = store.session.user;
  const profileHref = user ? `/members/${user.profile.id}` : '/login';
  return (
    <Container>
      <ActivationDoneHead title={t('activation.doneTitle')} intro={t('activation.doneIntro', { site: store.settings.settings.name })} />
      <ActivationChoices>
        <Choice icon={<UserRound size={24} />} title="activation.cardProfileTitle" text="activation.cardProfileText" cta="activation.cardProfileCta" href={profileHref} />
        {!user?.paid_user && isBuilt('/premium') && (
          <Choice icon={<Crown size={24} />} title="activation.cardPremiumTitle" text="activation.cardPremiumText" cta="activation.cardPremiumCta" href="/premium" />
        )}
        <Choice icon={<Heart size={24} />} title="activation.cardMatchesTitle" text="activation.cardMatchesText" cta="activation.cardMatchesCta" href="/signup-matches" />
        <Choice icon={<Search size={24} />} title="activation.cardMembersTitle" text="activation.cardMembersText" cta="activation.cardMembersCta" href="/members" primary />
      </ActivationChoices>
    </Container>
  );
});
