import { useData } from 'vike-react/useData';
import type { LanderData } from './lander-face';
import { usePrefilledSignup } from './prefill-signup';

/** A lander's data, and its city put into the signup form she may go on to. */
export function useLander<T extends LanderData = LanderData>(): T {
  const data = useData<T>();
  usePrefilledSignup(data.place);
  return data;
}
