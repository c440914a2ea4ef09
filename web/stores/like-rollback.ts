/**
 * An optimistic like (or taking one back) that the server did not take (issue 27): it was shown at once and is undone;
 * the page says so in a toast. A new object every time, so the same name twice is said twice.
 */
export interface LikeRollback {
  readonly name: string;
  /** What was undone: her like, or taking her like back. */
  readonly undone: 'like' | 'unlike';
}

export const likeRolledBack = (name: string, undone: LikeRollback['undone'] = 'like'): LikeRollback => ({ name, undone });
