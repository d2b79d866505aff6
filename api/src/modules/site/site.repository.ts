import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners, labels } from '../../db/schema/platform.ts';

export function createSiteRepository(db: Db) {
  return {
    async labels(language: string): Promise<Record<string, string>> {
      const rows = await db
        .select({ key: labels.key, value: labels.value })
        .from(labels)
        .where(eq(labels.language, language))
        .orderBy(asc(labels.key));
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },
    async banners(country: string, language: string) {
      return db
        .select()
        .from(banners)
        .where(and(eq(banners.country, country), eq(banners.language, language), eq(banners.active, true)))
        .orderBy(asc(banners.position), asc(banners.id));
    },
    async banner(id: number) {
      const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
      return row;
    },
  };
}
export type SiteRepository = ReturnType<typeof createSiteRepository>;
