/**
 * The SQL mirror of pricing.ts's `allIn`, for the statements that sort, filter and band by the
 * all-in price inside the database (listing, filters, price calendar). Integer arithmetic on
 * bigint: `(x * bp + 5000) / 10000` truncates like Math.floor for x ≥ 0, as shareOf does.
 * pricing.test.ts runs both over the same values.
 */
import { sql, type SQL } from 'drizzle-orm';

const share = (amount: SQL, bp: SQL): SQL => sql`((${amount}) * (${bp}) + 5000) / 10000`;

/** all-in total of a room charge (bigint expression); rates are SQL expressions (columns or params) */
export function allInSql(charge: SQL, rates: { serviceBp: SQL; taxBp: SQL; discountPercent: SQL }): SQL {
  const net = sql`((${charge})::bigint - ${share(sql`(${charge})::bigint`, sql`(${rates.discountPercent}) * 100`)})`;
  const service = share(net, rates.serviceBp);
  return sql`(${net} + ${service} + ${share(sql`${net} + ${service}`, rates.taxBp)})`;
}

/** per-night figure of an all-in total, half up like pricing.ts's perNight */
export const perNightSql = (total: SQL, nights: SQL | number): SQL =>
  sql`round((${total})::numeric / ${nights})::bigint`;
