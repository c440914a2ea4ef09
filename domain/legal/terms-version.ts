/** The date of the terms as first published (SPEC §9: the terms version date's default). */
export const FIRST_TERMS_VERSION = new Date('2023-12-01T12:00:00Z');

/**
 * SPEC §9: the terms are dated 2023-12-01T12:00:00Z, or the date the company was added (setting `company_added`)
 * when that is later: a company that joined afterwards agreed to the terms from its own start. A missing or
 * unreadable `company_added` leaves the first version date.
 */
export function termsVersionDate(companyAdded: string | undefined): Date {
  const added = companyAdded ? new Date(companyAdded) : undefined;
  if (!added || Number.isNaN(added.getTime())) return FIRST_TERMS_VERSION;
  return added.getTime() > FIRST_TERMS_VERSION.getTime() ? added : FIRST_TERMS_VERSION;
}
