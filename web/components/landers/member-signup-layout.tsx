import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { up } from '../../theme/theme';
import type { LanderFace } from './lander-face';
import { FictionalNote } from './member-teaser';
import { Portrait } from './portrait';

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
  h1 {
    font-size: ${(p) => p.theme.font.size.title};
    margin: 0 0 4px;
    ${up('md')} {
      font-size: ${(p) => p.theme.font.size.headline};
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

/**
 * /members/@id/signup's layout: her teaser (photo, name, place, why to sign up) beside the signup form, so she signs
 * up knowing whom she will write to; on a phone the teaser is a row above the form.
 */
export function MemberSignupLayout({ member, titleId, children }: { member: LanderFace; titleId: string; children: ReactNode }) {
  const t = useT();
  return (
    <Layout>
      <Teaser aria-labelledby="teaser-name">
        <Portrait face={member} corner="panel" />
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
      <Form aria-labelledby={titleId}>{children}</Form>
    </Layout>
  );
}
