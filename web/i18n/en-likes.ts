import type { MessageKeyLikes } from './nl-likes';

/** English texts of likes and matches (issue 10) — merged into the en catalogue. */
export const enLikes: Record<MessageKeyLikes, string> = {
  'likes.swipeLimit': 'You have given all your free likes for today. You can like again tomorrow, or go premium to like without a limit.',
};
