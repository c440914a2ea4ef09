import { useData } from 'vike-react/useData';
import { Section } from '../../../../components/landers/lander-parts';
import { MemberSignupLayout } from '../../../../components/landers/member-signup-layout';
import { MoreFaces } from '../../../../components/landers/member-teaser';
import { SignupFlow } from '../../../../components/signup/signup-flow';
import type { MemberSignupData } from './+data';

/** /members/@id/signup: the signup form beside her teaser, so she signs up knowing whom she will write to. */
export default function MemberSignup() {
  const { member, faces, regions } = useData<MemberSignupData>();
  return (
    <>
      <Section>
        <MemberSignupLayout member={member} titleId="member-signup-title">
          <SignupFlow mode="page" regions={regions} titleId="member-signup-title" />
        </MemberSignupLayout>
      </Section>
      <MoreFaces faces={faces} />
    </>
  );
}
