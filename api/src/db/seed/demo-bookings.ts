/**
 * A few bookings for the demo account so "my bookings" shows every tab with real data:
 * two upcoming (confirmed and pending), two completed and one cancelled. Upcoming ones hold their
 * rooms in inventory like a real booking does; completed stays lie before the inventory window.
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { BookingStatus } from '@rednest/shared/contracts';
import { bookings } from '../schema/booking.ts';
import { areas, inventory, properties, ratePlans, roomTypes } from '../schema/catalog.ts';
import { users } from '../schema/platform.ts';
import { createRng } from './prng.ts';

export const DEMO_EMAIL = 'demo@rednest.test';

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

interface Plan {
  city: string;
  from: number;
  nights: number;
  status: BookingStatus;
  rooms: number;
  guests: number;
}

const PLANS: Plan[] = [
  { city: 'cit-jakarta', from: 14, nights: 3, status: 'confirmed', rooms: 1, guests: 2 },
  { city: 'cit-kuta', from: 40, nights: 2, status: 'pending', rooms: 2, guests: 4 },
  { city: 'cit-bangkok', from: -60, nights: 2, status: 'completed', rooms: 1, guests: 2 },
  { city: 'cit-singapore', from: -120, nights: 3, status: 'completed', rooms: 1, guests: 1 },
  { city: 'cit-ho-chi-minh-city', from: 5, nights: 2, status: 'cancelled', rooms: 1, guests: 2 },
];

/** Seeds the demo user's bookings; returns how many were written (0 when the demo user does not exist). */
export async function seedDemoBookings(db: Db, today: string, email = DEMO_EMAIL): Promise<number> {
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user) return 0;
  return seedBookingsFor(db, user.id, `${user.firstName} ${user.lastName}`.trim(), today, PLANS, 77);
}

/** Also used by tests to give another account bookings of its own. */
export async function seedBookingsFor(
  db: Db,
  userId: number,
  guestName: string,
  today: string,
  plans: Plan[] = PLANS,
  seed = userId,
): Promise<number> {
  const rng = createRng(seed);
  let written = 0;
  for (const plan of plans) {
    const [room] = await db
      .select({
        propertyId: properties.id,
        roomTypeId: roomTypes.id,
        currency: properties.currency,
        base: roomTypes.basePriceMinor,
      })
      .from(properties)
      .innerJoin(roomTypes, eq(roomTypes.propertyId, properties.id))
      .where(
        and(
          eq(properties.propertyType, 'hotel'),
          sql`${properties.cityId} = (select ${areas.id} from ${areas} where ${areas.slug} = ${plan.city})`,
          gte(roomTypes.maxGuests, Math.ceil(plan.guests / plan.rooms)),
        ),
      )
      .orderBy(asc(properties.id), asc(roomTypes.sortOrder))
      .limit(1);
    if (!room) continue;
    const [plan0] = await db
      .select({ id: ratePlans.id })
      .from(ratePlans)
      .where(eq(ratePlans.roomTypeId, room.roomTypeId))
      .orderBy(asc(ratePlans.id))
      .limit(1);
    if (!plan0) continue;
    const checkIn = addDays(today, plan.from);
    const checkOut = addDays(checkIn, plan.nights);
    const nights = await db
      .select({ price: inventory.priceMinor })
      .from(inventory)
      .where(
        and(
          eq(inventory.roomTypeId, room.roomTypeId),
          gte(inventory.stayDate, checkIn),
          lt(inventory.stayDate, checkOut),
        ),
      );
    // past stays have no inventory rows left: they were charged the standard rate
    const nightly =
      nights.length === plan.nights ? nights.reduce((sum, n) => sum + n.price, 0) : room.base * plan.nights;
    const salt = Array.from({ length: 4 }, () => rng.int(0, 0xffff).toString(16).padStart(4, '0')).join('');
    await db.insert(bookings).values({
      userId,
      propertyId: room.propertyId,
      roomTypeId: room.roomTypeId,
      ratePlanId: plan0.id,
      checkIn,
      checkOut,
      rooms: plan.rooms,
      guests: plan.guests,
      status: plan.status,
      totalMinor: nightly * plan.rooms,
      currency: room.currency,
      bookingSalt: `${salt}${userId.toString(16)}`,
      guestName,
      createdAt: new Date(`${addDays(checkIn, plan.from > 0 ? -Math.min(plan.from, 10) : -20)}T08:00:00Z`),
      cancelledAt: plan.status === 'cancelled' ? new Date(`${today}T02:00:00Z`) : null,
    });
    if (plan.status === 'pending' || plan.status === 'confirmed' || plan.status === 'checked_in') {
      await db
        .update(inventory)
        .set({ soldRooms: sql`least(${inventory.totalRooms}, ${inventory.soldRooms} + ${plan.rooms})` })
        .where(
          and(
            eq(inventory.roomTypeId, room.roomTypeId),
            gte(inventory.stayDate, checkIn),
            lt(inventory.stayDate, checkOut),
          ),
        );
    }
    written++;
  }
  return written;
}
