/**
 * Reads for the availability index: every room type's nights (rooms left, price, rack), a slice of
 * properties per statement (a property's room types together, as the index lays them out; the covering
 * inventory_property_night_idx answers it), each room type's nights packed into one bytea (16 bytes a night: day,
 * free rooms, price, rack, int4 big-endian) so a year of nights crosses the wire as one value, not
 * 365 rows. And the marker a listener waits for to know it has seen every change committed before.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { inventory, roomTypes } from '../../db/schema/catalog.ts';
import type { RoomTypeNights } from './availability-index.ts';

/** the channel of inventory changes (migration 0035's triggers) */
export const INVENTORY_CHANNEL = 'inventory_changes';
/** properties read per statement: bounds the statement's memory on both sides (~1,200 room types, ~7 MB at a year) */
const PROPERTIES_PER_READ = 400;

const bytesOf = (value: unknown): Uint8Array => {
  // node-postgres answers bytea as a Buffer, PGlite as a Uint8Array; a hex string if a parser was bypassed
  if (value instanceof Uint8Array) return value;
  if (typeof value === 'string' && value.startsWith('\\x')) return Buffer.from(value.slice(2), 'hex');
  throw new Error('inventory nights: unexpected bytea value');
};

export function createAvailabilityRepository(db: Db) {
  return {
    /**
     * The first and last night, the property ids with inventory and how many room types there are at
     * most (null when there is no inventory).
     */
    async inventorySpan(): Promise<{
      firstDay: number;
      lastDay: number;
      minId: number;
      maxId: number;
      roomTypes: number;
    } | null> {
      const [row] = rowsOf<{
        first: number | null;
        last: number | null;
        min_id: number | null;
        max_id: number | null;
        room_types: number;
      }>(
        await db.execute(sql`
          select (select min(${inventory.stayDate}) - date '1970-01-01' from ${inventory}) as first,
                 (select max(${inventory.stayDate}) - date '1970-01-01' from ${inventory}) as last,
                 (select min(${inventory.propertyId}) from ${inventory}) as min_id,
                 (select max(${inventory.propertyId}) from ${inventory}) as max_id,
                 (select count(*)::int from ${roomTypes}) as room_types`),
      );
      if (!row || row.first === null) return null;
      return {
        firstDay: Number(row.first),
        lastDay: Number(row.last),
        minId: Number(row.min_id),
        maxId: Number(row.max_id),
        roomTypes: Number(row.room_types),
      };
    },

    /** the nights of the room types of the properties with ids in [fromId, toId), by property and room type id */
    async roomTypeNights(fromId: number, toId: number): Promise<RoomTypeNights[]> {
      const rows = rowsOf<{ room_type_id: number; property_id: number; max_guests: number; nights: unknown }>(
        await db.execute(sql`
          select ${inventory.roomTypeId} as room_type_id, ${inventory.propertyId} as property_id,
                 min(${inventory.maxGuests})::int as max_guests,
                 string_agg(int4send((${inventory.stayDate} - date '1970-01-01')::int)
                   || int4send((${inventory.totalRooms} - ${inventory.soldRooms})::int)
                   || int4send(${inventory.priceMinor}) || int4send(${inventory.rackMinor}), ''::bytea) as nights
          from ${inventory}
          where ${inventory.propertyId} >= ${fromId} and ${inventory.propertyId} < ${toId}
          group by ${inventory.propertyId}, ${inventory.roomTypeId}
          order by ${inventory.propertyId}, ${inventory.roomTypeId}`),
      );
      return rows.map((r) => {
        const bytes = bytesOf(r.nights);
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        const n = bytes.byteLength / 16;
        const days = new Int32Array(n);
        const free = new Int32Array(n);
        const price = new Int32Array(n);
        const rack = new Int32Array(n);
        for (let k = 0; k < n; k++) {
          days[k] = view.getInt32(k * 16);
          free[k] = view.getInt32(k * 16 + 4);
          price[k] = view.getInt32(k * 16 + 8);
          rack[k] = view.getInt32(k * 16 + 12);
        }
        return {
          roomTypeId: Number(r.room_type_id),
          propertyId: Number(r.property_id),
          maxGuests: Number(r.max_guests),
          days,
          free,
          price,
          rack,
        };
      });
    },

    propertiesPerRead: PROPERTIES_PER_READ,

    /** a marker on the channel: delivered after every change committed before it */
    async sendMarker(mark: string): Promise<void> {
      await db.execute(sql`select pg_notify(${INVENTORY_CHANNEL}, ${`mark ${mark}`})`);
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
