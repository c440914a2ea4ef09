import type { PageContextServer } from 'vike/types';
import type { MatchFinderChoice } from '../../stores/match-finder';
import { matchDefaults } from './match-defaults';

export interface MatchFinderData {
  readonly defaults: MatchFinderChoice;
  readonly regions: Readonly<Record<string, readonly string[]>>;
}

export function data(pageContext: PageContextServer): MatchFinderData {
  const { services } = pageContext;
  const regions: Record<string, string[]> = {};
  for (const country of services.settings.countries) regions[country] = (services.regions[country] ?? []).map((r) => r.name);
  // The guard let only members in.
  return { defaults: matchDefaults(services.user!), regions };
}
