/** Whole years between a date of birth and a day, as people count birthdays. */
export function ageOn(dateOfBirth: Date, day: Date): number {
  let age = day.getUTCFullYear() - dateOfBirth.getUTCFullYear();
  const beforeBirthday =
    day.getUTCMonth() < dateOfBirth.getUTCMonth() ||
    (day.getUTCMonth() === dateOfBirth.getUTCMonth() && day.getUTCDate() < dateOfBirth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The latest date of birth of someone who is at least `age` on `day`. On 29 February the day is clamped to
 * the last day of that month in the birth year, as `ageOn` counts a 28 February birthday.
 */
export function latestBirthDateForAge(age: number, day: Date): Date {
  const year = day.getUTCFullYear() - age;
  const month = day.getUTCMonth();
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDayOfMonth)));
}

/** Parses YYYY-MM-DD strictly: 2001-02-30 is not a date. */
export function parseDateOfBirth(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== dayOfMonth) return undefined;
  return date;
}
