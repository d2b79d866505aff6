/**
 * The availability index: per room type, per night, the rooms left and the nightly price and rack
 * rate, in flat typed arrays, so a stay's stay set is computed in memory instead of by the inventory
 * aggregation of stayCtes. A night with no inventory row holds NO_NIGHT (free rooms -1), which no stay
 * can fit, as the SQL's `count(*) = nights` refuses it. Prices are int4 and rooms smallint in the
 * database, so Int32Array and Int16Array hold them exactly.
 *
 * Layout: one block per property, night by night, each night its room types side by side (entry
 * `block + night × k + j` for the property's j-th of k room types). A stay of a property is then one
 * run of `nights × k` entries: a search touches a cache line or two per property, not one per room type
 * and array, which is what a stay set's cost is made of (memory latency, not arithmetic).
 * Filled by availability.repository.ts, kept current by availability-feed.ts.
 */
import type { ListingFact } from './listing-facts.repository.ts';
import type { HotelSearchParams, StaySet } from './stay-query.repository.ts';

const NO_NIGHT = -1;
const DAY_MS = 86_400_000;

/** days since 1970-01-01 of a YYYY-MM-DD date (the feed's payloads count days the same way) */
export const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** one room type's nights as read from the database: `days[k]` is the night of `free[k]`, `price[k]`, `rack[k]` */
export interface RoomTypeNights {
  roomTypeId: number;
  propertyId: number;
  maxGuests: number;
  days: ArrayLike<number>;
  free: ArrayLike<number>;
  price: ArrayLike<number>;
  rack: ArrayLike<number>;
}

export interface AvailabilityIndex {
  /** room types held */
  readonly roomTypes: number;
  /** nights held (inventory rows) */
  readonly nights: number;
  /** first and last night of the index (day numbers) */
  readonly firstDay: number;
  readonly lastDay: number;
  /** bytes of its typed arrays and look-up tables */
  readonly bytes: number;
  /** a night's new rooms left and prices; false when the room type or night is not held (the caller reloads) */
  setNight(roomTypeId: number, day: number, free: number, price: number, rack: number): boolean;
  /** each candidate property's cheapest fitting room type for the stay, ordered by property id (as repo.stayBest) */
  staySet(
    candidates: readonly ListingFact[],
    q: Pick<HotelSearchParams, 'checkIn' | 'nights' | 'rooms' | 'guests'>,
  ): StaySet;
  /** a room type's nights, in night order (tests compare two indexes) */
  nightsOf(roomTypeId: number): { free: number[]; price: number[]; rack: number[] } | null;
  roomTypeIds(): number[];
}

/**
 * Builds an index over the nights [firstDay, lastDay] property by property (each property's room types
 * given together, by room type id), writing straight into arrays sized for `capacity` room types (grown
 * if more come, trimmed if far fewer), so a load never holds its input and the index at once.
 */
export function createIndexBuilder(firstDay: number, lastDay: number, capacity: number) {
  const days = Math.max(0, lastDay - firstDay + 1);
  let size = Math.max(1, capacity);
  let ids = new Int32Array(size);
  let maxGuests = new Int16Array(size);
  let free = new Int16Array(size * days).fill(NO_NIGHT);
  let price = new Int32Array(size * days);
  let rack = new Int32Array(size * days);
  /** per property: its first slot and how many (a property's slots are consecutive; block = first slot × days) */
  const firstSlotOf = new Map<number, number>();
  const countOf = new Map<number, number>();
  const slotOf = new Map<number, number>();
  let count = 0;
  let nights = 0;
  const resize = (n: number) => {
    const copy = <T extends Int16Array | Int32Array>(a: T, b: T, per: number): T => {
      b.set(a.subarray(0, Math.min(a.length, n * per)));
      return b;
    };
    ids = copy(ids, new Int32Array(n), 1);
    maxGuests = copy(maxGuests, new Int16Array(n), 1);
    free = copy(free, new Int16Array(n * days).fill(NO_NIGHT), days);
    price = copy(price, new Int32Array(n * days), days);
    rack = copy(rack, new Int32Array(n * days), days);
    size = n;
  };
  return {
    /** one property's room types, by room type id */
    addProperty(roomTypes: readonly RoomTypeNights[]): void {
      const k = roomTypes.length;
      if (!k) return;
      while (count + k > size) resize(size * 2);
      const first = count;
      const block = first * days;
      firstSlotOf.set(roomTypes[0]!.propertyId, first);
      countOf.set(roomTypes[0]!.propertyId, k);
      roomTypes.forEach((rt, j) => {
        ids[first + j] = rt.roomTypeId;
        maxGuests[first + j] = rt.maxGuests;
        slotOf.set(rt.roomTypeId, first + j);
        for (let n = 0; n < rt.days.length; n++) {
          const d = rt.days[n]! - firstDay;
          if (d < 0 || d >= days) continue;
          const at = block + d * k + j;
          free[at] = rt.free[n]!;
          price[at] = rt.price[n]!;
          rack[at] = rt.rack[n]!;
          nights++;
        }
      });
      count += k;
    },
    finish(): AvailabilityIndex {
      // room types without inventory leave slots unused: give them back when they are many
      if (count < size * 0.95) resize(count);
      return indexOver({
        ids,
        maxGuests,
        free,
        price,
        rack,
        firstSlotOf,
        countOf,
        slotOf,
        count,
        nights,
        firstDay,
        days,
      });
    },
  };
}

function indexOver(a: {
  ids: Int32Array;
  maxGuests: Int16Array;
  free: Int16Array;
  price: Int32Array;
  rack: Int32Array;
  firstSlotOf: Map<number, number>;
  countOf: Map<number, number>;
  slotOf: Map<number, number>;
  count: number;
  nights: number;
  firstDay: number;
  days: number;
}): AvailabilityIndex {
  const { ids, maxGuests, free, price, rack, firstSlotOf, countOf, slotOf, count, nights, firstDay, days } = a;
  // property ids are serial: direct tables beat a hash look-up per candidate
  let maxProperty = 0;
  for (const id of firstSlotOf.keys()) if (id > maxProperty) maxProperty = id;
  const firstSlot = new Int32Array(maxProperty + 1).fill(-1);
  const slotCount = new Int32Array(maxProperty + 1);
  for (const [id, first] of firstSlotOf) {
    firstSlot[id] = first;
    slotCount[id] = countOf.get(id)!;
  }
  const propertyOfSlot = new Int32Array(count);
  for (const [id, first] of firstSlotOf) for (let j = 0; j < countOf.get(id)!; j++) propertyOfSlot[first + j] = id;
  /** where a room type's nights are: its property's block (night by night, k room types a night) and its place j */
  const placeOf = (roomTypeId: number): { block: number; k: number; j: number } | null => {
    const slot = slotOf.get(roomTypeId);
    if (slot === undefined) return null;
    const property = propertyOfSlot[slot]!;
    const first = firstSlot[property]!;
    return { block: first * days, k: slotCount[property]!, j: slot - first };
  };
  const bytes =
    ids.byteLength +
    maxGuests.byteLength +
    free.byteLength +
    price.byteLength +
    rack.byteLength +
    firstSlot.byteLength +
    slotCount.byteLength +
    propertyOfSlot.byteLength +
    // the room type map: ~50 bytes an entry (V8's hash table)
    slotOf.size * 50;

  return {
    roomTypes: count,
    nights,
    firstDay,
    lastDay: firstDay + days - 1,
    bytes,
    setNight(roomTypeId, day, f, pr, rk) {
      const place = placeOf(roomTypeId);
      const d = day - firstDay;
      if (!place || d < 0 || d >= days) return false;
      const at = place.block + d * place.k + place.j;
      if (free[at] === NO_NIGHT) return false;
      free[at] = f;
      price[at] = pr;
      rack[at] = rk;
      return true;
    },
    staySet(candidates, q) {
      const start = dayNumber(q.checkIn) - firstDay;
      const out: StaySet = { ids: [], prices: [], racks: [], free: [] };
      if (start < 0 || start + q.nights > days) return out;
      // the stay set is in property id order; the facts' lists usually are already
      let ordered = candidates;
      for (let i = 1; i < candidates.length; i++)
        if (candidates[i]!.id < candidates[i - 1]!.id) {
          ordered = [...candidates].sort((x, y) => x.id - y.id);
          break;
        }
      const { rooms, guests } = q;
      for (const fact of ordered) {
        const first = fact.id < firstSlot.length ? firstSlot[fact.id]! : -1;
        if (first < 0) continue;
        const k = slotCount[fact.id]!;
        // the stay's run of the property's block: nights × k entries
        const from = first * days + start * k;
        const to = from + q.nights * k;
        let bestPrice = Infinity;
        let bestJ = -1;
        let bestFree = 0;
        for (let j = 0; j < k; j++) {
          if (maxGuests[first + j]! * rooms < guests) continue;
          let least = 0x7fff;
          let sum = 0;
          for (let at = from + j; at < to; at += k) {
            const f = free[at]!;
            if (f < least) {
              least = f;
              if (f < rooms) break;
            }
            sum += price[at]!;
          }
          // strictly cheaper: a tie keeps the lower room type id (`order by stay_price, room_type_id`)
          if (least >= rooms && sum < bestPrice) {
            bestPrice = sum;
            bestJ = j;
            bestFree = least;
          }
        }
        if (bestJ < 0) continue;
        let sumRack = 0;
        for (let at = from + bestJ; at < to; at += k) sumRack += rack[at]!;
        out.ids.push(fact.id);
        out.prices.push(bestPrice);
        out.racks.push(sumRack);
        out.free.push(bestFree);
      }
      return out;
    },
    nightsOf(roomTypeId) {
      const place = placeOf(roomTypeId);
      if (!place) return null;
      const pick = (arr: Int16Array | Int32Array) =>
        Array.from({ length: days }, (_, d) => arr[place.block + d * place.k + place.j]!);
      return { free: pick(free), price: pick(price), rack: pick(rack) };
    },
    roomTypeIds: () => Array.from(ids.subarray(0, count)).sort((x, y) => x - y),
  };
}

/** The first differences between two indexes (room type and night), empty when they hold the same nights. */
export function indexDifferences(a: AvailabilityIndex, b: AvailabilityIndex, max = 5): string[] {
  const out: string[] = [];
  if (a.firstDay !== b.firstDay || a.lastDay !== b.lastDay)
    out.push(`nights ${a.firstDay}-${a.lastDay} against ${b.firstDay}-${b.lastDay}`);
  const ids = [...new Set([...a.roomTypeIds(), ...b.roomTypeIds()])].sort((x, y) => x - y);
  for (const id of ids) {
    const x = a.nightsOf(id);
    const y = b.nightsOf(id);
    if (!x || !y) {
      out.push(`room type ${id} only in ${x ? 'the first' : 'the second'}`);
    } else {
      for (let d = 0; d < x.free.length && out.length < max; d++) {
        if (x.free[d] !== y.free[d] || x.price[d] !== y.price[d] || x.rack[d] !== y.rack[d])
          out.push(
            `room type ${id} night ${a.firstDay + d}: ${x.free[d]} free at ${x.price[d]}/${x.rack[d]} against ${y.free[d]} at ${y.price[d]}/${y.rack[d]}`,
          );
      }
    }
    if (out.length >= max) break;
  }
  return out;
}
