import { Heart } from 'lucide-react';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { FacePhoto } from '../../../../components/landers/face-photo';
import { Section } from '../../../../components/landers/lander-parts';
import { FictionalNote, MoreFaces } from '../../../../components/landers/member-teaser';
import { PHOTO_SLOTS } from '../../../../components/photo-sources';
import { SignupFlow } from '../../../../components/signup/signup-flow';
import { useT } from '../../../../i18n/use-t';
import { up } from '../../../../theme/theme';
import type { MemberSignupData } from './+data';

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  ${up('md')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

const Teaser = styled.aside`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  ${up('md')} {
    grid-template-columns: 1fr;
    position: sticky;
    top: 84px;
  }
  .photo {
    aspect-ratio: 4 / 5;
    border-radius: 16px;
    overflow: hidden;
    background: linear-gradient(160deg, #fbd3d6, #c9ecf7);
    box-shadow: ${(p) => p.theme.shadow.float};
  }
  .photo img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .placeholder {
    display: flex;
    height: 100%;
    align-items: center;
    justify-content: center;
  }
  h1 {
    font-size: 22px;
    margin: 0 0 4px;
    ${up('md')} {
      font-size: 28px;
    }
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
  .why {
    display: flex;
    gap: 8px;
    align-items: center;
    margin-top: ${(p) => p.theme.space(1)};
    color: ${(p) => p.theme.colors.text};
  }
  .why svg {
    color: ${(p) => p.theme.colors.primary};
    flex: none;
  }
`;

const Form = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius.card};
  box-shadow: ${(p) => p.theme.shadow.card};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(2)};
  ${up('md')} {
    padding: ${(p) => p.theme.space(4)};
  }
`;

/** /members/@id/signup: the signup form beside her teaser, so she signs up knowing whom she will write to. */
export default function MemberSignup() {
  const t = useT();
  const { member, faces, regions } = useData<MemberSignupData>();
  return (
    <>
      <Section>
        <Layout>
          <Teaser aria-labelledby="teaser-name">
            <div className="photo">
              <FacePhoto face={member} slot={PHOTO_SLOTS.single} large first />
            </div>
            <div>
              <h1 id="teaser-name">
                {member.name}, {member.age}
              </h1>
              <p>{member.city || member.region}</p>
              <p className="why">
                <Heart size={18} aria-hidden="true" />
                {t('landers.member.signupWhy', { name: member.name })}
              </p>
              <FictionalNote face={member} />
            </div>
          </Teaser>
          <Form aria-labelledby="member-signup-title">
            <SignupFlow mode="page" regions={regions} titleId="member-signup-title" />
          </Form>
        </Layout>
      </Section>
      <MoreFaces faces={faces} />
    </>
  );
}
