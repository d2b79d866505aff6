/**
 * Deterministic demo catalogue (ARCHITECTURE "Demo data"): the same seed and size give the same
 * rows, ids included, on every machine. `size` multiplies the number of properties so benchmarks
 * can seed far larger catalogues; the location tree is the same at every size.
 *
 * Nightly inventory is not generated here: seedCatalog computes it in SQL from room_types.base_price_minor.
 */
import { COUNTRIES, type CountryCode, type CurrencyCode } from '@rednest/shared/contracts/locales';
import { ADD_ON_TYPES, FACILITY_KEYS, IDEAL_FOR, LOCATION_TAGS, PROPERTY_CATEGORIES } from '@rednest/shared/contracts';
import type { areas, properties, ratePlans, roomTypes } from '../schema/catalog.ts';
import type { deals } from '../schema/discovery.ts';
import { PLACES, type Place, type PlaceCategory } from './catalog-places.ts';
import { createRng, foldName, slugify, type Rng } from './prng.ts';

export const DEFAULT_SEED = 20261122;

/** Property counts at size 1 (at least 300 hotels and 30 residences). */
export const BASE_COUNTS = { hotel: 330, residence: 36, coliving: 18 } as const;

export const SLUG_PREFIX: Record<PlaceCategory, string> = {
  province: 'pro',
  city: 'cit',
  sub_city: 'sub',
  district: 'dis',
  area: 'are',
};

/** Budget price levels per night, major units (brief: IDR 150k-600k, SGD 60-180, PHP 900-3500, VND 300k-1.2M, THB 500-2000). */
export const PRICE_LEVELS: Record<CurrencyCode, { low: number; high: number; breakfast: number }> = {
  IDR: { low: 150_000, high: 600_000, breakfast: 35_000 },
  SGD: { low: 60, high: 180, breakfast: 12 },
  PHP: { low: 900, high: 3_500, breakfast: 250 },
  VND: { low: 300_000, high: 1_200_000, breakfast: 60_000 },
  THB: { low: 500, high: 2_000, breakfast: 150 },
};

/** Prices are set in steps people recognise (Rp 1.000, S$1, ₱10, 1.000 ₫, ฿10), in minor units. */
export const PRICE_STEP_MINOR: Record<CurrencyCode, number> = {
  IDR: 100_000,
  SGD: 100,
  PHP: 1_000,
  VND: 1_000,
  THB: 1_000,
};
/** the size flag that gives `hotels` hotels (benchmarks: 10,000 hotels = size 30.30…) */
export const sizeForHotels = (hotels: number): number => hotels / BASE_COUNTS.hotel;

const EXPONENT_FACTOR: Record<CurrencyCode, number> = { IDR: 100, SGD: 100, PHP: 100, VND: 1, THB: 100 };

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

export type AreaRow = typeof areas.$inferInsert & { id: number };
export type DealRow = Omit<typeof deals.$inferInsert, 'startsOn' | 'endsOn'> & {
  id: number;
  startsInDays: number;
  endsInDays: number;
};
export type PropertyRow = typeof properties.$inferInsert & { id: number };
export type RoomTypeRow = typeof roomTypes.$inferInsert & { id: number };
export type RatePlanRow = typeof ratePlans.$inferInsert & { id: number };

export interface CatalogData {
  areas: AreaRow[];
  properties: PropertyRow[];
  roomTypes: RoomTypeRow[];
  ratePlans: RatePlanRow[];
  deals: DealRow[];
}

export interface GenerateOptions {
  seed?: number;
  /** multiplies the property counts; 1 = the default demo catalogue */
  size?: number;
}

interface Leaf {
  area: AreaRow;
  city: AreaRow;
  path: number[];
  weight: number;
  longStay: boolean;
}

const NAME_WORDS: Record<CountryCode, { prefix: string[]; suffix: string[]; streets: string[] }> = {
  id: {
    prefix: ['Griya', 'Wisma', 'Pondok', 'Hotel Melati', 'Kenanga', 'Omah', 'Rumah', 'Cempaka'],
    suffix: ['Inn', 'Guest House', 'Hotel', 'Homestay', 'Syariah Hotel', 'Boutique Stay', 'Budget Hotel'],
    streets: [
      'Jl. Sudirman',
      'Jl. Gatot Subroto',
      'Jl. Melawai',
      'Jl. Kemang Raya',
      'Jl. Raya Legian',
      'Jl. Sunset Road',
      'Jl. Braga',
      'Jl. Malioboro',
      'Jl. Cikini Raya',
      'Jl. Wolter Monginsidi',
    ],
  },
  sg: {
    prefix: ['Hotel', 'Parkview', 'Lion City', 'Merlion', 'Orchid', 'Peranakan'],
    suffix: ['Inn', 'Hotel', 'Lodge', 'Capsule Hotel', 'Hostel', 'Rooms'],
    streets: [
      'Beach Road',
      'Jalan Besar',
      'Syed Alwi Road',
      'Geylang Road',
      'South Bridge Road',
      'Tras Street',
      'Lavender Street',
      'Dunlop Street',
    ],
  },
  ph: {
    prefix: ['Casa', 'Hotel', 'Mabuhay', 'Sampaguita', 'Bahay', 'Villa'],
    suffix: ['Inn', 'Suites', 'Pension House', 'Hotel', 'Tourist Inn'],
    streets: [
      'Mabini Street',
      'M. H. del Pilar Street',
      'Makati Avenue',
      'Kalayaan Avenue',
      'Osmeña Boulevard',
      'EDSA',
      'Roxas Boulevard',
    ],
  },
  vn: {
    prefix: ['Lotus', 'Hoa Sen', 'Saigon Star', 'Bamboo', 'Sen Vang', 'Mai'],
    suffix: ['Hotel', 'Homestay', 'Boutique Hotel', 'Inn', 'Hostel'],
    streets: ['Bui Vien', 'De Tham', 'Le Loi', 'Nguyen Hue', 'Hang Bac', 'Ma May', 'Tran Phu', 'Bach Dang'],
  },
  th: {
    prefix: ['Baan', 'Siam', 'Lanna', 'Chang', 'Sabai', 'Orchid'],
    suffix: ['Hotel', 'Guesthouse', 'Place', 'Boutique', 'Hostel'],
    streets: ['Sukhumvit', 'Silom', 'Rama IV', 'Ratchadamnoen', 'Nimmanhaemin', 'Thaphae', 'Bangla', 'Charoen Krung'],
  },
};

const HOTEL_ROOMS = [
  { name: 'Standard Double', maxGuests: 2, factor: 1 },
  { name: 'Standard Twin', maxGuests: 2, factor: 1.05 },
  { name: 'Superior Double', maxGuests: 2, factor: 1.2 },
  { name: 'Deluxe Triple', maxGuests: 3, factor: 1.4 },
  { name: 'Family Room', maxGuests: 4, factor: 1.65 },
];
const RESIDENCE_ROOMS = [
  { name: 'Studio', maxGuests: 2, factor: 1 },
  { name: 'One Bedroom Apartment', maxGuests: 2, factor: 1.35 },
  { name: 'Two Bedroom Apartment', maxGuests: 4, factor: 1.8 },
];
const COLIVING_ROOMS = [
  { name: 'Bed in Shared Room', maxGuests: 1, factor: 0.45 },
  { name: 'Private Room', maxGuests: 1, factor: 0.75 },
  { name: 'Private Room with Bathroom', maxGuests: 2, factor: 0.95 },
];

function buildAreas(): { rows: AreaRow[]; leaves: Leaf[] } {
  const rows: AreaRow[] = [];
  const leaves: Leaf[] = [];
  const usedSlugs = new Set<string>();
  let nextId = 1;

  const visit = (
    place: Place,
    country: CountryCode,
    parent: AreaRow | null,
    path: number[],
    city: AreaRow | null,
    longStay: boolean,
  ) => {
    const timezone = place.tz ?? parent?.timezone ?? COUNTRIES[country].timezone;
    let slug = `${SLUG_PREFIX[place.category]}-${slugify(place.name)}`;
    if (usedSlugs.has(slug)) slug = `${slug}-${country}`;
    usedSlugs.add(slug);
    const children = place.children ?? [];
    const row: AreaRow = {
      id: nextId++,
      name: place.name,
      slug,
      category: place.category,
      parentId: parent?.id ?? null,
      country,
      timezone,
      searchName: foldName(place.name),
      weightage: place.w,
      // the busiest child's weightage: pickers use it to order a parent's children block
      childWeightage: children.reduce((max, child) => Math.max(max, child.w), 0),
      isPopular: place.pop ?? false,
      lat: place.lat,
      lng: place.lng,
      path: [...path],
    };
    row.path = [...path, row.id];
    rows.push(row);
    const cityRow = place.category === 'city' ? row : city;
    const stays = longStay || (place.longStay ?? false);
    if (children.length === 0) {
      if (!cityRow) throw new Error(`place ${place.name} has no city`);
      leaves.push({
        area: row,
        city: cityRow,
        path: row.path,
        weight: place.w * (cityRow.weightage ?? 1),
        longStay: stays,
      });
    }
    for (const child of children) visit(child, country, row, row.path, cityRow, stays);
  };

  for (const [country, provinces] of Object.entries(PLACES) as [CountryCode, Place[]][]) {
    for (const province of provinces) visit(province, country, null, [], null, false);
  }
  return { rows, leaves };
}

function weightedPick(rng: Rng, leaves: Leaf[]): Leaf {
  const total = leaves.reduce((sum, leaf) => sum + leaf.weight, 0);
  let roll = rng.next() * total;
  for (const leaf of leaves) {
    roll -= leaf.weight;
    if (roll <= 0) return leaf;
  }
  return leaves[leaves.length - 1] as Leaf;
}

function interleaveByCountry(leaves: Leaf[]): Leaf[] {
  const queues = new Map<string, Leaf[]>();
  for (const leaf of leaves) queues.set(leaf.area.country, [...(queues.get(leaf.area.country) ?? []), leaf]);
  for (const queue of queues.values()) queue.sort((a, b) => b.weight - a.weight || a.area.id - b.area.id);
  const out: Leaf[] = [];
  while (out.length < leaves.length) {
    for (const queue of queues.values()) {
      const next = queue.shift();
      if (next) out.push(next);
    }
  }
  return out;
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

export function generateCatalog(options: GenerateOptions = {}): CatalogData {
  const seed = options.seed ?? DEFAULT_SEED;
  const size = options.size ?? 1;
  if (!(size > 0)) throw new Error(`size must be positive, got ${size}`);
  const rng = createRng(seed);
  const { rows: areaRows, leaves } = buildAreas();
  const longStayLeaves = leaves.filter((leaf) => leaf.longStay);

  const properties: PropertyRow[] = [];
  const roomTypes: RoomTypeRow[] = [];
  const ratePlans: RatePlanRow[] = [];
  const usedSlugs = new Set<string>();
  const deals: DealRow[] = [];
  for (const country of Object.keys(PLACES) as CountryCode[]) {
    for (const template of DEAL_TEMPLATES) {
      deals.push({
        id: deals.length + 1,
        slug: `${template.key}-${country}`,
        title: template.title,
        description: template.description,
        country,
        discountPercent: template.discount,
        startsInDays: -7,
        endsInDays: 90,
      });
    }
  }

  const counts = {
    hotel: Math.max(1, Math.round(BASE_COUNTS.hotel * size)),
    residence: Math.max(1, Math.round(BASE_COUNTS.residence * size)),
    coliving: Math.max(1, Math.round(BASE_COUNTS.coliving * size)),
  };

  // Every leaf gets a hotel first, so no suggestion leads to an empty search; the rest follow demand.
  // The first round takes the busiest leaf of each country in turn, so even a tiny test catalogue
  // (size 0.05) spans all five countries.
  const firstRound = interleaveByCountry(leaves);
  const hotelLeaves: Leaf[] = [];
  for (let i = 0; i < counts.hotel; i++)
    hotelLeaves.push(i < firstRound.length ? (firstRound[i] as Leaf) : weightedPick(rng, leaves));
  const plan: { type: 'hotel' | 'residence' | 'coliving'; leaf: Leaf }[] = [
    ...hotelLeaves.map((leaf) => ({ type: 'hotel' as const, leaf })),
    ...Array.from({ length: counts.residence }, () => ({
      type: 'residence' as const,
      leaf: weightedPick(rng, longStayLeaves),
    })),
    ...Array.from({ length: counts.coliving }, () => ({
      type: 'coliving' as const,
      leaf: weightedPick(rng, longStayLeaves),
    })),
  ];

  for (const { type, leaf } of plan) {
    const id = properties.length + 1;
    const country = leaf.area.country as CountryCode;
    const info = COUNTRIES[country];
    const words = NAME_WORDS[country];
    const place = leaf.area.name;

    let brand: string | null = null;
    if (type === 'hotel') {
      if (rng.chance(0.1)) brand = 'lumo';
      else if ((leaf.city.weightage ?? 0) >= 70 && rng.chance(0.09)) brand = 'urbano';
    }

    let name: string;
    if (brand === 'lumo') name = `Lumo Hotel ${place}`;
    else if (brand === 'urbano') name = `Urbano ${place}`;
    else if (type === 'residence')
      name = rng.chance(0.5) ? `${place} Residence` : `${rng.pick(words.prefix)} Residences ${place}`;
    else if (type === 'coliving') name = rng.chance(0.5) ? `${place} Co-living` : `Nest Collective ${place}`;
    else {
      const pattern = rng.int(0, 2);
      name =
        pattern === 0
          ? `${rng.pick(words.prefix)} ${place}`
          : pattern === 1
            ? `${place} ${rng.pick(words.suffix)}`
            : `${rng.pick(words.prefix)} ${place} ${rng.pick(words.suffix)}`;
    }
    let slug = slugify(`${name} ${leaf.city.name === place ? '' : leaf.city.name}`);
    if (usedSlugs.has(slug)) slug = `${slug}-${id}`;
    usedSlugs.add(slug);

    const streetNo = rng.int(1, 180);
    const street = rng.pick(words.streets);
    const street1 =
      country === 'id'
        ? `${street} No. ${streetNo}`
        : country === 'th'
          ? `${streetNo} Soi ${rng.int(1, 60)}, ${street} Road`
          : `${streetNo} ${street}`;

    const facilities = new Set<string>(['ac', 'wifi', 'hot_water']);
    for (const key of FACILITIES) if (rng.chance(0.35)) facilities.add(key);
    if (type !== 'hotel') facilities.add('kitchen').add('laundry').add('workspace');
    if (type === 'coliving') facilities.delete('restaurant');

    const rating = Math.round((3.2 + rng.next() * 1.6) * 10) / 10;
    const property: PropertyRow = {
      id,
      name,
      slug,
      propertyCode: `${country.toUpperCase()}${String(id).padStart(5, '0')}`,
      propertyType: type,
      street1,
      street2: place,
      zipCode: String(rng.int(10_000, 99_999)),
      areaId: leaf.area.id,
      cityId: leaf.city.id,
      areaPath: leaf.path,
      country,
      currency: info.currency,
      timezone: leaf.area.timezone,
      checkInTime: type === 'hotel' ? rng.pick(['13:00', '14:00', '14:00', '15:00']) : '14:00',
      checkOutTime: type === 'hotel' ? rng.pick(['11:00', '12:00', '12:00']) : '12:00',
      facilities: FACILITIES.filter((key) => facilities.has(key)),
      rating,
      reviewCount: rng.int(3, 60),
      // demand of the place plus how well the property does there: the "popular" sort
      popularity: Math.round(leaf.weight / 100 + rating * 60 + rng.int(0, 300)),
      brand,
      // Corporate clients get residences (long stays for staff) and the contracted hotels; co-living is consumer-only.
      corporateEnabled: type === 'residence' || brand !== null || (type === 'hotel' && rng.chance(0.55)),
      pictureSeed: rng.int(1, 2 ** 30),
      pictureCount: rng.int(4, 8),
      lat: Math.round((leaf.area.lat + (rng.next() - 0.5) * 0.01) * 1e6) / 1e6,
      lng: Math.round((leaf.area.lng + (rng.next() - 0.5) * 0.01) * 1e6) / 1e6,
      isActive: true,
      ...discoveryAttributes(seed, id, type, brand, country, deals, facilities),
    };
    properties.push(property);

    const level = PRICE_LEVELS[info.currency];
    const step = PRICE_STEP_MINOR[info.currency];
    const factor = EXPONENT_FACTOR[info.currency];
    // the cheapest room sits in the lower part of the band so dearer rooms and weekends stay inside it
    const typeFactor = type === 'residence' ? 0.85 : type === 'coliving' ? 1.1 : 1;
    const base = (level.low + rng.next() * (level.high / 1.9 - level.low)) * typeFactor;
    const catalogue = type === 'hotel' ? HOTEL_ROOMS : type === 'residence' ? RESIDENCE_ROOMS : COLIVING_ROOMS;
    const roomCount = type === 'hotel' ? rng.int(2, 4) : rng.int(2, 3);
    const chosen = catalogue.slice(0, roomCount);
    chosen.forEach((room, index) => {
      const roomTypeId = roomTypes.length + 1;
      roomTypes.push({
        id: roomTypeId,
        propertyId: id,
        name: room.name,
        maxGuests: room.maxGuests,
        totalRooms: type === 'coliving' ? rng.int(8, 30) : rng.int(3, 24),
        basePriceMinor: roundTo(base * room.factor * factor, step),
        sortOrder: index,
      });
      const extra = type === 'hotel' ? 'With breakfast' : 'With weekly cleaning';
      const roomOnlyRefundable = rng.chance(0.7);
      ratePlans.push(
        {
          id: ratePlans.length + 1,
          roomTypeId,
          name: 'Room only',
          code: 'room_only',
          priceModifierMinor: 0,
          includesBreakfast: false,
          refundable: roomOnlyRefundable,
          freeCancellationHours: roomOnlyRefundable ? 24 : 0,
          cancellationFeePercent: 100,
        },
        {
          id: ratePlans.length + 2,
          roomTypeId,
          name: extra,
          code: type === 'hotel' ? 'breakfast' : 'cleaning',
          priceModifierMinor: roundTo(level.breakfast * factor * Math.max(1, room.maxGuests / 2), step),
          includesBreakfast: type === 'hotel',
          refundable: true,
          freeCancellationHours: 48,
          cancellationFeePercent: 50,
        },
      );
    });
  }

  return { areas: areaRows, properties, roomTypes, ratePlans, deals };
}

/**
 * Filter attributes, charges and policies of a property, from a stream of its own (seed and id):
 * the main stream, and so every name, slug and price of the catalogue, stays as it was.
 */
function discoveryAttributes(
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
    acceptedIds: ACCEPTED_IDS[country],
    coupleFriendly: !(country === 'id' && rng.chance(0.2)),
    childrenFreeUnderAge: type === 'coliving' ? null : rng.pick([5, 6, 12]),
    depositMinor: rng.chance(0.3)
      ? PRICE_LEVELS[COUNTRIES[country].currency].low * EXPONENT_FACTOR[COUNTRIES[country].currency] * rng.pick([1, 2])
      : 0,
  };
}
