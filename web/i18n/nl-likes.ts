/** Likes and matches (issue 10). */
export const nlLikes = {
  'likes.swipeLimit': 'Je hebt vandaag al je gratis likes gegeven. Morgen kun je weer liken, of word premium om onbeperkt te liken.',
} as const;

export type MessageKeyLikes = keyof typeof nlLikes;
