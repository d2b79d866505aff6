/**
 * Platform seed: labels, FAQs, page content, banners, club plans, loyalty tiers and the demo
 * user (demo@rednest.test / rednest-demo-1). Idempotent: re-running changes nothing.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { banners, clubPlans, faqs, labels, loyaltyTiers, rsiteContents, users } from '../schema/platform.ts';
import { LABELS } from '../platform-data/labels.ts';
import { FAQS } from '../platform-data/faqs.ts';
import { BANNERS, CLUB_BENEFITS_LINK, CLUB_PLANS, LOYALTY_TIERS, RSITE_CONTENTS } from '../platform-data/content.ts';
import { hashPassword } from '../../modules/account/password.ts';
import { isSafeLink } from '../../http/safe-links.ts';
import { ledgerOn } from '../../modules/ledger/ledger-on.ts';

export const DEMO_USER = {
  email: 'demo@rednest.test',
  password: 'rednest-demo-1',
  firstName: 'Dewi',
  lastName: 'Santoso',
} as const;

/** what the demo user holds when seeded: Rp 25.000 of redcash (minor units) and 1,250 points */
export const DEMO_USER_OPENING = { redcash: 25_000_00, points: 1250 } as const;

export async function seedPlatform(db: Db): Promise<{ demoUserId: number }> {
  await db.transaction(async (tx) => {
    const labelRows = Object.entries(LABELS).flatMap(([language, map]) =>
      Object.entries(map).map(([key, value]) => ({ language, key, value })),
    );
    await tx.insert(labels).values(labelRows).onConflictDoNothing();

    const existingFaqs = await tx.select({ id: faqs.id }).from(faqs).limit(1);
    if (existingFaqs.length === 0) {
      await tx
        .insert(faqs)
        .values(
          Object.entries(FAQS).flatMap(([language, list]) =>
            list.map(([category, question, answer], i) => ({ language, category, position: i + 1, question, answer })),
          ),
        );
    }

    const contentRows = Object.entries(RSITE_CONTENTS).flatMap(([section, byLanguage]) =>
      Object.entries(byLanguage).flatMap(([language, blocks]) =>
        blocks.map(([key, title, body, imageKey], i) => ({
          section,
          language,
          key,
          position: i + 1,
          title,
          body,
          imageKey,
        })),
      ),
    );
    await tx.insert(rsiteContents).values(contentRows).onConflictDoNothing();

    // The database refuses any other link too (CHECK banners_link_path_safe); this names the banner.
    for (const [country, list] of Object.entries(BANNERS)) {
      for (const b of list)
        if (!isSafeLink(b.linkPath))
          throw new Error(
            `seed: banner "${b.title}" (${country}) links to ${JSON.stringify(b.linkPath)}: only site paths and http(s) URLs`,
          );
    }
    const existingBanners = await tx.select({ id: banners.id }).from(banners).limit(1);
    if (existingBanners.length === 0) {
      await tx
        .insert(banners)
        .values(
          Object.entries(BANNERS).flatMap(([country, list]) =>
            list.map((b, i) => ({ country, position: i + 1, ...b })),
          ),
        );
      // a club banner leads to its own benefits page, named by the id the row was given
      await tx
        .update(banners)
        .set({ linkPath: sql`${CLUB_BENEFITS_LINK} || '/' || ${banners.id}` })
        .where(eq(banners.linkPath, CLUB_BENEFITS_LINK));
    }

    const existingPlans = await tx.select({ id: clubPlans.id }).from(clubPlans).limit(1);
    if (existingPlans.length === 0) {
      await tx.insert(clubPlans).values(
        Object.entries(CLUB_PLANS).flatMap(([country, { currency, plans }]) =>
          plans.map((p) => ({
            country,
            currency,
            name: p.name,
            durationDays: p.durationDays,
            priceMinor: p.price,
            order: p.order,
            benefits: p.benefits,
          })),
        ),
      );
    }
    await tx
      .insert(loyaltyTiers)
      .values(LOYALTY_TIERS.map((t) => ({ ...t, benefits: [...t.benefits] })))
      .onConflictDoNothing();
  });

  const passwordHash = await hashPassword(DEMO_USER.password);
  await db
    .insert(users)
    .values({
      email: DEMO_USER.email,
      passwordHash,
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
      phone: '81234567890',
      countryCode: 'id',
      locale: 'en-id',
      loyaltyTier: 'silver',
      // a tier the demo member starts with is not a rise to celebrate
      tierShown: 'silver',
    })
    .onConflictDoNothing();
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_USER.email}`)
    .limit(1);
  // the demo wallet and points move in as opening transfers, keyed as the migration keys them
  const ledger = ledgerOn(db, () => new Date());
  await ledger.creditRedcash({
    userId: demo!.id,
    currency: 'IDR',
    amount: DEMO_USER_OPENING.redcash,
    kind: 'opening',
    from: 'opening',
    key: `opening:${demo!.id}:IDR`,
  });
  await ledger.creditPoints({
    userId: demo!.id,
    amount: DEMO_USER_OPENING.points,
    kind: 'opening',
    from: 'opening',
    key: `opening:${demo!.id}:PTS`,
  });
  return { demoUserId: demo!.id };
}
