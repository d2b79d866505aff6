/**
 * What booking summaries offer in the demo data: the add-ons of each country (prices
 * all-in, in its currency), a few promo codes running from the seed day for a year, and the demo
 * user's marketing rewards (once: rewards are not re-issued by a re-seed), and a corporate client
 * company with its negotiated rates and a member who books for it.
 */
import { COUNTRIES, type CountryCode } from '@rednest/shared/contracts/locales';
import type { Db } from '../client.ts';
import { addOns, mktRewards, promoCodes, type AddOnMenuItem } from '../schema/promotion.ts';
import { users } from '../schema/platform.ts';
import { sql } from 'drizzle-orm';
import { DEMO_USER } from './platform.ts';
import { corporateCompanies, corporateMembers, corporateRates } from '../schema/corporate.ts';
import { properties } from '../schema/catalog.ts';
import { ADD_ON_NAMES } from './catalog-translations.ts';
import { translationsOf } from './seed-translations.ts';
import { hashPassword } from '../../modules/account/password.ts';

/** the corporate site's demo client: books for Nusantara Logistics (8% everywhere, 12% at three Jakarta properties) */
export const CORPORATE_DEMO_USER = {
  email: 'corporate@rednest.test',
  password: 'rednest-demo-1',
  firstName: 'Budi',
  lastName: 'Hartono',
} as const;
import { PRICE_LEVELS } from './catalog-prices.ts';

/** minor units per major unit of the seed currencies */
const FACTOR: Record<string, number> = { IDR: 100, SGD: 100, PHP: 100, VND: 1, THB: 100 };

const menu = (
  items: [code: string, name: string, major: number, bestSeller: boolean][],
  factor: number,
): AddOnMenuItem[] =>
  items.map(([catalogue_code, name, major, best_seller]) => ({
    catalogue_code,
    name,
    translations: translationsOf({ name: ADD_ON_NAMES[name] }),
    price_minor: Math.round(major * factor),
    best_seller,
  }));

export async function seedBookingExtras(db: Db, today: string): Promise<void> {
  const rows = [];
  for (const country of Object.keys(COUNTRIES) as CountryCode[]) {
    const currency = COUNTRIES[country].currency;
    const factor = FACTOR[currency] ?? 100;
    const meal = PRICE_LEVELS[currency].breakfast;
    rows.push(
      {
        country,
        type: 'breakfast',
        name: 'Breakfast',
        subCategory: 10,
        currency,
        priceMinor: 0,
        catalogueEnable: true,
        menuList: menu(
          [
            ['BF-LOCAL', 'Local breakfast set', meal, true],
            ['BF-CONT', 'Continental breakfast', Math.round(meal * 1.2), false],
          ],
          factor,
        ),
      },
      {
        country,
        type: 'dinner',
        name: 'Dinner',
        subCategory: 11,
        currency,
        priceMinor: 0,
        catalogueEnable: true,
        menuList: menu(
          [
            ['DN-SET', 'Set dinner', meal * 2, false],
            ['DN-GRILL', 'Grill plate', Math.round(meal * 2.5), false],
          ],
          factor,
        ),
      },
      {
        country,
        type: 'airport_transfer',
        name: 'Airport transfer',
        subCategory: 20,
        currency,
        priceMinor: Math.round(meal * 4 * factor),
        catalogueEnable: false,
        menuList: [],
      },
      {
        country,
        type: 'late_checkout',
        name: 'Late check-out (until 16:00)',
        subCategory: 30,
        currency,
        priceMinor: Math.round(meal * 3 * factor),
        catalogueEnable: false,
        menuList: [],
      },
      {
        country,
        type: 'laundry',
        name: 'Laundry (one bag)',
        subCategory: 40,
        currency,
        priceMinor: Math.round(meal * 1.5 * factor),
        catalogueEnable: false,
        menuList: [],
      },
    );
  }
  await db
    .insert(addOns)
    .values(rows.map((row) => ({ ...row, translations: translationsOf({ name: ADD_ON_NAMES[row.name] }) })))
    .onConflictDoNothing();

  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 30);
  const until = new Date(`${today}T00:00:00Z`);
  until.setUTCDate(until.getUTCDate() + 365);
  await db
    .insert(promoCodes)
    .values([
      {
        code: 'WELCOME15',
        title: '15% off your first booking',
        translations: {
          id: { title: 'Diskon 15% untuk pemesanan pertama Anda' },
          vi: { title: 'Giảm 15% cho lần đặt phòng đầu tiên' },
          th: { title: 'ลด 15% สำหรับการจองครั้งแรกของคุณ' },
        },
        kind: 'percent',
        percent: 15,
        validFrom: from,
        validUntil: until,
        newUserOnly: true,
        perUserLimit: 1,
      },
      {
        code: 'STAY10',
        title: '10% off, up to Rp 100.000',
        translations: {
          id: { title: 'Diskon 10%, maksimal Rp 100.000' },
          vi: { title: 'Giảm 10%, tối đa 100.000 Rp' },
          th: { title: 'ลด 10% สูงสุด 100.000 รูเปียห์' },
        },
        kind: 'percent',
        percent: 10,
        maxDiscountMinor: 100_000 * 100,
        minSpendMinor: 300_000 * 100,
        currency: 'IDR',
        countries: ['id'],
        validFrom: from,
        validUntil: until,
        perUserLimit: 3,
        totalLimit: 5000,
      },
      {
        code: 'SGSAVE20',
        title: 'S$20 off stays of S$200 or more',
        translations: {
          id: { title: 'Diskon S$20 untuk menginap mulai S$200' },
          vi: { title: 'Giảm S$20 cho kỳ lưu trú từ S$200' },
          th: { title: 'ลด S$20 เมื่อเข้าพักตั้งแต่ S$200' },
        },
        kind: 'fixed',
        amountMinor: 20 * 100,
        minSpendMinor: 200 * 100,
        currency: 'SGD',
        countries: ['sg'],
        validFrom: from,
        validUntil: until,
        perUserLimit: 1,
        totalLimit: 500,
      },
      {
        code: 'WEEKEND8',
        title: '8% off',
        translations: { id: { title: 'Diskon 8%' }, vi: { title: 'Giảm 8%' }, th: { title: 'ลด 8%' } },
        kind: 'percent',
        percent: 8,
        validFrom: from,
        validUntil: until,
        perUserLimit: 2,
        listed: false,
      },
    ])
    .onConflictDoNothing();

  await seedCorporate(db);

  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_USER.email}`)
    .limit(1);
  if (!demo) return;
  const [has] = await db
    .select({ id: mktRewards.id })
    .from(mktRewards)
    .where(sql`${mktRewards.userId} = ${demo.id}`)
    .limit(1);
  if (has) return;
  const days = (n: number) => new Date(from.getTime() + (30 + n) * 86_400_000);
  await db.insert(mktRewards).values([
    {
      userId: demo.id,
      source: 'referral',
      title: 'Referral reward: Rp 50.000 off',
      translations: {
        id: { title: 'Hadiah referal: diskon Rp 50.000' },
        vi: { title: 'Quà giới thiệu: giảm 50.000 Rp' },
        th: { title: 'รางวัลแนะนำเพื่อน: ลด 50.000 รูเปียห์' },
      },
      kind: 'fixed',
      amountMinor: 50_000 * 100,
      currency: 'IDR',
      validUntil: days(90),
    },
    {
      userId: demo.id,
      source: 'campaign',
      title: 'Rainy season: 12% off, up to Rp 150.000',
      translations: {
        id: { title: 'Musim hujan: diskon 12%, maksimal Rp 150.000' },
        vi: { title: 'Mùa mưa: giảm 12%, tối đa 150.000 Rp' },
        th: { title: 'หน้าฝน: ลด 12% สูงสุด 150.000 รูเปียห์' },
      },
      kind: 'percent',
      percent: 12,
      maxDiscountMinor: 150_000 * 100,
      minSpendMinor: 400_000 * 100,
      currency: 'IDR',
      validUntil: days(45),
    },
    {
      userId: demo.id,
      source: 'campaign',
      title: 'Singapore weekend: S$15 off',
      translations: {
        id: { title: 'Akhir pekan di Singapura: diskon S$15' },
        vi: { title: 'Cuối tuần ở Singapore: giảm S$15' },
        th: { title: 'สุดสัปดาห์ที่สิงคโปร์: ลด S$15' },
      },
      kind: 'fixed',
      amountMinor: 15 * 100,
      currency: 'SGD',
      validUntil: days(60),
    },
  ]);
}

async function seedCorporate(db: Db): Promise<void> {
  await db
    .insert(corporateCompanies)
    .values({ name: 'Nusantara Logistics', country: 'id', defaultDiscountBp: 800 })
    .onConflictDoNothing();
  const [company] = await db
    .select({ id: corporateCompanies.id })
    .from(corporateCompanies)
    .where(sql`${corporateCompanies.name} = 'Nusantara Logistics'`);
  const jakarta = await db
    .select({ id: properties.id })
    .from(properties)
    .where(sql`${properties.corporateEnabled} and ${properties.country} = 'id'`)
    .orderBy(properties.id)
    .limit(3);
  if (jakarta.length > 0)
    await db
      .insert(corporateRates)
      .values(jakarta.map((p) => ({ companyId: company!.id, propertyId: p.id, discountBp: 1200 })))
      .onConflictDoNothing();
  const u = CORPORATE_DEMO_USER;
  await db
    .insert(users)
    .values({
      email: u.email,
      passwordHash: await hashPassword(u.password),
      firstName: u.firstName,
      lastName: u.lastName,
      phone: '81298765432',
      countryCode: 'id',
      locale: 'en-id',
    })
    .onConflictDoNothing();
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${u.email}`);
  await db.insert(corporateMembers).values({ userId: member!.id, companyId: company!.id }).onConflictDoNothing();
}
