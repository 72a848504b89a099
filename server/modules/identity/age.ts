/**
 * Whole years between a date of birth and `today`, both yyyy-MM-dd. Compared as calendar dates so
 * that the day of the 18th birthday counts as 18 wherever the server runs (a 29 February birthday
 * comes of age on 1 March in common years).
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}
