/** A user's home calendar day in SQL: what a membership's days and other per-member dates are counted in. */
import { sql, type SQL } from 'drizzle-orm';
import { COUNTRIES, COUNTRY_CODES } from '@rednest/shared/contracts/locales';
import { todayIn } from '@rednest/shared/format';

/**
 * Today (a date) in the home country of the user whose `country_code` is `countryColumn`: a CASE over
 * the site countries, each its capital's date at `now` (a country without a case reads as Indonesia).
 */
export function homeTodaySql(countryColumn: SQL, now: Date): SQL {
  const cases = COUNTRY_CODES.map((c) => sql`when ${c} then ${todayIn(COUNTRIES[c].timezone, now)}`);
  return sql`(case ${countryColumn} ${sql.join(cases, sql` `)} else ${todayIn(COUNTRIES.id.timezone, now)} end)::date`;
}
