/**
 * How many members a search found. Counting every match of a broad search over a million profiles costs more than
 * the page itself, and nobody pages through 1,000 results: up to EXACT_TOTAL_UP_TO matches the count is exact;
 * beyond, it is the database's estimate, rounded to two significant figures and shown as such ("about 250,000").
 */
export const EXACT_TOTAL_UP_TO = 1000;

export interface SearchTotal {
  readonly count: number;
  /** The count is an estimate (more than EXACT_TOTAL_UP_TO matched); the page says "about". */
  readonly estimated: boolean;
}

/** `n` rounded to two significant figures: 1234 → 1200, 245_678 → 250_000. */
export function roundedEstimate(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/**
 * The total a search shows, from the matches counted up to EXACT_TOTAL_UP_TO + 1 and, when that many were counted,
 * the estimate of them all. An estimate below what was counted (the planner guesses low for narrow searches) says
 * "about 1,000".
 */
export function searchTotal(countedUpToLimit: number, estimate: number | undefined): SearchTotal {
  if (countedUpToLimit <= EXACT_TOTAL_UP_TO) return { count: countedUpToLimit, estimated: false };
  return { count: roundedEstimate(Math.max(estimate ?? 0, EXACT_TOTAL_UP_TO)), estimated: true };
}
