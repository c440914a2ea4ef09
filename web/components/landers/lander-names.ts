/** The landers for paid traffic (SPEC §2), each its own page under /landers; tinderswipe takes no slug. */
export const LANDERS = ['tinderswipe', 'alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'] as const;
export type LanderName = (typeof LANDERS)[number];

/** The lander a path is on: `/landers/video/she-amsterdam` → 'video'. */
export function landerOfPath(path: string): LanderName | undefined {
  const name = /^\/landers\/([a-z]+)/.exec(path)?.[1];
  return (LANDERS as readonly string[]).includes(name ?? '') ? (name as LanderName) : undefined;
}
