import styled from 'styled-components';
import { FaceCard } from '../../../components/landers/face-card';
import { cityOf, FacesAfterSignup, LanderPromises, Section, SignupBand, SignupButton } from '../../../components/landers/lander-parts';
import { useLander } from '../../../components/landers/use-lander';
import { useT } from '../../../i18n/use-t';
import { up } from '../../../theme/theme';

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 ${(p) => p.theme.space(4)};
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${(p) => p.theme.space(2)};
  }
  ${up('xl')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  margin-bottom: ${(p) => p.theme.space(3)};
  p.lead {
    margin: 0;
  }
`;

/** /landers/gallery: a wall of real members' photos, each leading to signing up to meet her. */
export default function GalleryLander() {
  const t = useT();
  const { place, faces } = useLander();
  return (
    <>
      <Section>
        <Head>
          <div>
            <h1>{t('landers.gallery.title', { city: cityOf(place) })}</h1>
            <p className="lead">{t('landers.gallery.text', { city: cityOf(place) })}</p>
          </div>
          <SignupButton href="/signup">{t('landers.signupFree')}</SignupButton>
        </Head>
        {faces.length === 0 && <FacesAfterSignup />}
        <Grid>
          {faces.map((face, index) => (
            <li key={face.id}>
              <FaceCard face={face} first={index < 2} />
            </li>
          ))}
        </Grid>
        <LanderPromises />
      </Section>
      <SignupBand place={place} />
    </>
  );
}
