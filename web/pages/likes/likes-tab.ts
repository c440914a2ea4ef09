/** The likes page's tabs (SPEC §2: received, given and matches), each at `/likes/<tab>`; `/likes` is the first. */
export const LIKES_TABS = ['received', 'given', 'matches'] as const;
export type LikesTab = (typeof LIKES_TABS)[number];

export const isLikesTab = (value: string): value is LikesTab => (LIKES_TABS as readonly string[]).includes(value);

export const likesTabPath = (tab: LikesTab) => (tab === 'received' ? '/likes' : `/likes/${tab}`);
