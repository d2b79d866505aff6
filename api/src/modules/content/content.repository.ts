import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubPlans, faqs, loyaltyTiers, rsiteContents } from '../../db/schema/platform.ts';

export function createContentRepository(db: Db) {
  return {
    faqs: (language: string) =>
      db
        .select({ id: faqs.id, category: faqs.category, question: faqs.question, answer: faqs.answer })
        .from(faqs)
        .where(eq(faqs.language, language))
        .orderBy(asc(faqs.position), asc(faqs.id)),
    rsite: (section: string, language: string) =>
      db
        .select()
        .from(rsiteContents)
        .where(and(eq(rsiteContents.section, section), eq(rsiteContents.language, language)))
        .orderBy(asc(rsiteContents.position)),
    clubPlans: (country: string) =>
      db
        .select()
        .from(clubPlans)
        .where(eq(clubPlans.country, country))
        .orderBy(asc(clubPlans.order), asc(clubPlans.id)),
    tiers: () => db.select().from(loyaltyTiers).orderBy(asc(loyaltyTiers.rank)),
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
