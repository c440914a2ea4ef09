import type { MemberLanderData } from '../../../../components/landers/lander-face';
import { LanderEnd } from '../../../../components/landers/lander-parts';
import { MemberProfileCard } from '../../../../components/landers/member-profile-card';
import { MoreFaces } from '../../../../components/landers/member-teaser';
import { useLander } from '../../../../components/landers/use-lander';

/** /members/@id/landing3: her profile card with its actions (like, message, sign up), each leading to signup. */
export default function MemberLanding3() {
  const { member, faces, place } = useLander<MemberLanderData>();
  return (
    <>
      <MemberProfileCard member={member} />
      <MoreFaces faces={faces} />
      <LanderEnd place={place} />
    </>
  );
}
