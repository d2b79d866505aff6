/** Corporate clients: the company a user books for and its negotiated discount at a property. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { corporateCompanies, corporateMembers, corporateRates } from '../../db/schema/corporate.ts';

export interface CorporateTerms {
  companyId: number;
  companyName: string;
  discountBp: number;
}

export function createCorporateRepository(db: Db) {
  return {
    /** the company this user books for and its discount at this property (its own rate, else its default); null: not a corporate client */
    async termsFor(userId: number, propertyId: number): Promise<CorporateTerms | null> {
      const [row] = await db
        .select({
          companyId: corporateCompanies.id,
          companyName: corporateCompanies.name,
          defaultBp: corporateCompanies.defaultDiscountBp,
          rateBp: corporateRates.discountBp,
        })
        .from(corporateMembers)
        .innerJoin(corporateCompanies, eq(corporateCompanies.id, corporateMembers.companyId))
        .leftJoin(
          corporateRates,
          and(eq(corporateRates.companyId, corporateCompanies.id), eq(corporateRates.propertyId, propertyId)),
        )
        .where(eq(corporateMembers.userId, userId));
      return row
        ? { companyId: row.companyId, companyName: row.companyName, discountBp: row.rateBp ?? row.defaultBp }
        : null;
    },
  };
}
export type CorporateRepository = ReturnType<typeof createCorporateRepository>;
