import { useEffect } from 'react';
import { emptyDraft, loadProgress, saveProgress } from '../signup/draft';
import type { LanderPlace } from './lander-face';

/**
 * The lander's city fills in the signup form's place (country, region, city) when she signs up from it, unless she
 * already began a signup in this tab: what she typed herself stays.
 */
export function usePrefilledSignup(place: LanderPlace | null): void {
  useEffect(() => {
    if (!place || loadProgress()) return;
    saveProgress({ step: 0, mode: 'page', draft: { ...emptyDraft(place.country), country: place.country, region: place.region, city: place.city } });
  }, [place]);
}
