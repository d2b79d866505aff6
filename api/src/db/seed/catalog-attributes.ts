/**
 * What a property of the demo catalogue has besides its name, place and rooms: its description,
 * filter attributes, charges, policies and the deal it takes part in. They come from a random stream
 * of their own, so adding one leaves every name, slug and price of the catalogue as it was.
 */
import { COUNTRIES, type CountryCode } from '@rednest/shared/contracts/locales';
import { ADD_ON_TYPES, FACILITY_KEYS, IDEAL_FOR, LOCATION_TAGS, PROPERTY_CATEGORIES } from '@rednest/shared/contracts';
import type { deals } from '../schema/discovery.ts';
import { PLACES } from './catalog-places.ts';
import { EXPONENT_FACTOR, PRICE_LEVELS } from './catalog-prices.ts';
import { OTHER_LANGUAGES, propertyDescription } from './catalog-translations.ts';
import { createRng } from './prng.ts';

/** Facility keys (front ends translate them; the contract's list). */
export const FACILITIES = FACILITY_KEYS;
/** facilities as a description says them (the front ends translate the keys themselves) */
const FACILITY_WORDS: Record<(typeof FACILITY_KEYS)[number], string> = {
  ac: 'air conditioning',
  wifi: 'free Wi-Fi',
  tv: 'TV',
  hot_water: 'hot water',
  front_desk_24h: 'a 24-hour front desk',
  cctv: 'CCTV',
  parking: 'parking',
  restaurant: 'a restaurant',
  pool: 'a swimming pool',
  elevator: 'a lift',
  laundry: 'laundry',
  kitchen: 'a kitchen',
  gym: 'a gym',
  airport_shuttle: 'an airport shuttle',
  breakfast: 'breakfast',
  workspace: 'a workspace',
};
/** "a, b and c" */
const inWords = (items: string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;

export const ACCEPTED_IDS: Record<CountryCode, string[]> = {
  id: ['ktp', 'passport', 'sim'],
  sg: ['nric', 'passport'],
  ph: ['philsys', 'passport', 'drivers_license'],
  vn: ['cccd', 'passport'],
  th: ['thai_id', 'passport'],
};

/**
 * Service charge and tax of each country in basis points (Indonesia: 10% service, 10% PB1;
 * Singapore 10% + 9% GST; the Philippines 10% + 12% VAT; Vietnam 5% + 8% VAT; Thailand 10% + 7% VAT).
 * Every price shown is all-in (pricing.ts).
 */
export const CHARGES_BP: Record<CountryCode, { service: number; tax: number }> = {
  id: { service: 1000, tax: 1000 },
  sg: { service: 1000, tax: 900 },
  ph: { service: 1000, tax: 1200 },
  vn: { service: 500, tax: 800 },
  th: { service: 1000, tax: 700 },
};

/** Deals per country (deal list, deal_page/{id}); about one property in eight takes part in one. */
export const DEAL_TEMPLATES = [
  {
    key: 'payday',
    title: 'Payday Sale',
    description: 'Treat yourself after payday: lower room prices at selected stays.',
    discount: 15,
  },
  {
    key: 'weekend-escape',
    title: 'Weekend Escape',
    description: 'Short breaks for less at hand-picked properties.',
    discount: 10,
  },
] as const;

export type DealRow = Omit<typeof deals.$inferInsert, 'startsOn' | 'endsOn'> & {
  id: number;
  /** DEAL_TEMPLATES' key (its texts in other languages are kept under it) */
  templateKey: string;
  startsInDays: number;
  endsInDays: number;
};

/** every deal template in every country */
export function dealRows(): DealRow[] {
  const deals: DealRow[] = [];
  for (const country of Object.keys(PLACES) as CountryCode[]) {
    for (const template of DEAL_TEMPLATES) {
      deals.push({
        id: deals.length + 1,
        slug: `${template.key}-${country}`,
        templateKey: template.key,
        title: template.title,
        description: template.description,
        country,
        discountPercent: template.discount,
        startsInDays: -7,
        endsInDays: 90,
      });
    }
  }
  return deals;
}

/**
 * Filter attributes, charges and policies of a property, from a stream of its own (seed and id):
 * the main stream, and so every name, slug and price of the catalogue, stays as it was.
 */
export function discoveryAttributes(
  seed: number,
  id: number,
  type: string,
  brand: string | null,
  country: CountryCode,
  deals: DealRow[],
  facilities: Set<string>,
) {
  const rng = createRng((seed ^ Math.imul(id, 0x9e3779b1)) >>> 0);
  const pickSome = <T>(items: readonly T[], p: number, atLeast = 1): T[] => {
    const chosen = items.filter(() => rng.chance(p));
    return chosen.length >= atLeast ? chosen : [rng.pick(items)];
  };
  const category =
    type !== 'hotel'
      ? 'business'
      : brand === 'urbano'
        ? 'business'
        : brand === 'lumo'
          ? 'budget'
          : rng.pick(PROPERTY_CATEGORIES);
  const countryDeals = deals.filter((deal) => deal.country === country);
  const inDeal = rng.chance(0.125) ? rng.pick(countryDeals) : null;
  return {
    category,
    idealFor: type === 'coliving' ? ['solo', 'backpacker'] : pickSome(IDEAL_FOR, 0.35),
    locationTags: pickSome(LOCATION_TAGS, 0.25),
    addOnTypes: facilities.has('breakfast')
      ? [...new Set(['breakfast', ...pickSome(ADD_ON_TYPES, 0.3, 0)])]
      : pickSome(ADD_ON_TYPES, 0.3, 0),
    syariah: country === 'id' && rng.chance(0.15),
    payAtHotel: rng.chance(0.6),
    topProperty: rng.chance(0.12),
    dealId: inDeal?.id ?? null,
    serviceBp: CHARGES_BP[country].service,
    taxBp: CHARGES_BP[country].tax,
    description: `${type === 'hotel' ? 'A' : 'A comfortable'} ${type === 'coliving' ? 'co-living space' : type} with ${inWords([...facilities].slice(0, 3).map((f) => FACILITY_WORDS[f as keyof typeof FACILITY_WORDS] ?? f))}.`,
    translations: Object.fromEntries(
      OTHER_LANGUAGES.map((language) => [
        language,
        { description: propertyDescription(language, type, [...facilities].slice(0, 3)) },
      ]),
    ),
    acceptedIds: ACCEPTED_IDS[country],
    coupleFriendly: !(country === 'id' && rng.chance(0.2)),
    childrenFreeUnderAge: type === 'coliving' ? null : rng.pick([5, 6, 12]),
    depositMinor: rng.chance(0.3)
      ? PRICE_LEVELS[COUNTRIES[country].currency].low * EXPONENT_FACTOR[COUNTRIES[country].currency] * rng.pick([1, 2])
      : 0,
  };
}
