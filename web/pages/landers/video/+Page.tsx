import { ReelLander } from '../../../components/landers/reel-hero';
import { useLander } from '../../../components/landers/use-lander';

/** /landers/video: the members' photos played like a clip (no video file), slowly zooming. */
export default function VideoLander() {
  return <ReelLander data={useLander()} look="video" name="video" />;
}
