import { observer } from 'mobx-react-lite';
import { useData } from 'vike-react/useData';
import { Claim, PromoTiles } from '../../components/home/front-door-parts';
import { HomeClosing } from '../../components/home/home-closing';
import { HomeHero } from '../../components/home/home-hero';
import { HomeColumns, HomeSidePanel } from '../../components/home/home-layout';
import { HomeValues } from '../../components/home/home-values';
import { MemberWelcome } from '../../components/home/member-welcome';
import { NewMembers, NoNewMembers } from '../../components/home/new-members';
import { Container } from '../../components/ui';
import { useStore } from '../../stores/store-context';
import type { HomeData } from './+data';

/** `/`: a visitor's front door (the promise, faces, the ways in); a member's welcome with shortcuts and new members. */
export default observer(function HomePage() {
  const store = useStore();
  const { members, figures } = useData<HomeData>();
  const user = store.session.user;
  // A visitor sees six faces in the hero and the next ones in the grid; a member the grid alone (rows of five and two).
  const hero = user ? [] : members.slice(0, 6);
  const grid = user || members.length <= hero.length ? members.slice(0, 10) : members.slice(hero.length, hero.length + 10);
  const beside = grid.length > 0;
  return (
    <>
      {!user && <HomeHero faces={hero} figures={figures} />}
      <Container>
        <HomeColumns $beside={beside}>
          <HomeSidePanel $beside={beside}>
            {user ? <MemberWelcome name={user.profile.name} inPanel={beside} /> : <HomeValues label={store.settings.settings.name} inPanel={beside} />}
            {!user && <Claim inPanel={beside} />}
          </HomeSidePanel>
          {beside && (
            <NewMembers title={user ? 'home.membersTitle' : 'arrival.facesTitle'} members={grid} fictionalShown={[...hero, ...grid].some((profile) => profile.fictional)} />
          )}
        </HomeColumns>
        {user && !beside && <NoNewMembers />}
        <PromoTiles />
        {!user && <HomeClosing />}
      </Container>
    </>
  );
});
