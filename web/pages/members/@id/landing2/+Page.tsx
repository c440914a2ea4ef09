import { ChatStart } from '../../../../components/landers/chat-start';
import type { MemberLanderData } from '../../../../components/landers/lander-face';
import { LanderEnd } from '../../../../components/landers/lander-parts';
import { MoreFaces } from '../../../../components/landers/member-teaser';
import { useLander } from '../../../../components/landers/use-lander';

/** /members/@id/landing2: her teaser as the start of a chat; each opener she could send leads to signing up first. */
export default function MemberLanding2() {
  const { member, faces, place } = useLander<MemberLanderData>();
  return (
    <>
      <ChatStart member={member} />
      <MoreFaces faces={faces} />
      <LanderEnd place={place} promises={false} />
    </>
  );
}
