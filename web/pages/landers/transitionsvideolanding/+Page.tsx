import { ReelLander } from '../../../components/landers/reel-hero';
import { useLander } from '../../../components/landers/use-lander';

/** /landers/transitionsvideolanding: the members' photos wiping in one after another, like a clip's transitions. */
export default function TransitionsVideoLander() {
  return <ReelLander data={useLander()} look="transitions" name="transitionsvideolanding" />;
}
