/**
 * Rooms and guests (spec §5/§9): defaults 1 room and 2 guests; limits 1–10 rooms and 1–40
 * guests; every room has at least one guest, so rooms never exceed guests.
 */
export const DEFAULT_ROOMS = 1;
export const DEFAULT_GUESTS = 2;
export const MIN_ROOMS = 1;
export const MAX_ROOMS = 10;
export const MIN_GUESTS = 1;
export const MAX_GUESTS = 40;

export interface Occupancy {
  rooms: number;
  guest: number;
}

export function clampOccupancy({ rooms, guest }: Occupancy): Occupancy {
  const r = Math.min(MAX_ROOMS, Math.max(MIN_ROOMS, Math.trunc(rooms) || DEFAULT_ROOMS));
  const g = Math.min(MAX_GUESTS, Math.max(MIN_GUESTS, Math.trunc(guest) || DEFAULT_GUESTS));
  return { rooms: r, guest: Math.max(g, r) };
}

/** Adding a room beyond the guest count brings a guest along (a room is never empty). */
export function changeRooms(o: Occupancy, delta: number): Occupancy {
  const rooms = Math.min(MAX_ROOMS, Math.max(MIN_ROOMS, o.rooms + delta));
  return { rooms, guest: Math.max(o.guest, rooms) };
}

export function changeGuests(o: Occupancy, delta: number): Occupancy {
  const guest = Math.min(MAX_GUESTS, Math.max(Math.max(MIN_GUESTS, o.rooms), o.guest + delta));
  return { rooms: o.rooms, guest };
}

export const canRemoveRoom = (o: Occupancy) => o.rooms > MIN_ROOMS;
export const canAddRoom = (o: Occupancy) => o.rooms < MAX_ROOMS;
export const canRemoveGuest = (o: Occupancy) => o.guest > Math.max(MIN_GUESTS, o.rooms);
export const canAddGuest = (o: Occupancy) => o.guest < MAX_GUESTS;
