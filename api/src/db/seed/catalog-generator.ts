/**
 * Deterministic demo catalogue (ARCHITECTURE "Demo data"): the same seed and size give the same
 * rows, ids included, on every machine. `size` multiplies the number of properties so benchmarks
 * can seed far larger catalogues; the location tree is the same at every size.
 *
 * Here: the properties, their rooms and rate plans. The places are made in catalog-areas.ts, room
 * prices follow catalog-prices.ts, and a property's other attributes and its deal come from
 * catalog-attributes.ts. Nightly inventory is not generated here: seedCatalog computes it in SQL
 * from room_types.base_price_minor.
 */
import { COUNTRIES, type CountryCode } from '@rednest/shared/contracts/locales';
import type { properties, ratePlans, roomTypes } from '../schema/catalog.ts';
import { buildAreas, interleaveByCountry, weightedPick, type AreaRow, type Leaf } from './catalog-areas.ts';
import { FACILITIES, dealRows, discoveryAttributes, type DealRow } from './catalog-attributes.ts';
import { EXPONENT_FACTOR, PRICE_LEVELS, PRICE_STEP_MINOR, roundTo } from './catalog-prices.ts';
import { createRng, slugify } from './prng.ts';

export const DEFAULT_SEED = 20261122;

/** Property counts at size 1 (at least 300 hotels and 30 residences). */
export const BASE_COUNTS = { hotel: 330, residence: 36, coliving: 18 } as const;

/** the size flag that gives `hotels` hotels (benchmarks: 10,000 hotels = size 30.30…) */
export const sizeForHotels = (hotels: number): number => hotels / BASE_COUNTS.hotel;

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
  const deals = dealRows();

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
