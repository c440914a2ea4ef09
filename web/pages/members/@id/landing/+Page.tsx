import type { MemberLanderData } from '../../../../components/landers/lander-face';
import { LanderEnd, Section } from '../../../../components/landers/lander-parts';
import { MemberSpotlight } from '../../../../components/landers/member-spotlight';
import { MoreFaces } from '../../../../components/landers/member-teaser';
import { useLander } from '../../../../components/landers/use-lander';

/** /members/@id/landing: one member's teaser, photo beside her name, the way to write to her by signing up. */
export default function MemberLanding() {
  const { member, faces, place } = useLander<MemberLanderData>();
  return (
    <>
      <Section>
        <MemberSpotlight member={member} />
      </Section>
      <MoreFaces faces={faces} />
      <LanderEnd place={place} />
    </>
  );
}
