import {
  bookingCode,
  defaultOrderOf,
  canAddGuest,
  canAddRoom,
  canRemoveGuest,
  canRemoveRoom,
  changeGuests,
  changeRooms,
  clampOccupancy,
} from './rules';

describe('rooms and guests', () => {
  it('never has more rooms than guests: adding a room brings a guest', () => {
    expect(changeRooms({ rooms: 2, guest: 2 }, 1)).toEqual({ rooms: 3, guest: 3 });
    expect(canRemoveGuest({ rooms: 3, guest: 3 })).toBe(false);
    expect(changeGuests({ rooms: 3, guest: 3 }, -1)).toEqual({ rooms: 3, guest: 3 });
  });

  it('keeps 1–10 rooms and 1–40 guests', () => {
    expect(canRemoveRoom({ rooms: 1, guest: 2 })).toBe(false);
    expect(canAddRoom({ rooms: 10, guest: 12 })).toBe(false);
    expect(changeRooms({ rooms: 10, guest: 12 }, 1).rooms).toBe(10);
    expect(canAddGuest({ rooms: 1, guest: 40 })).toBe(false);
    expect(changeGuests({ rooms: 1, guest: 40 }, 1).guest).toBe(40);
    expect(clampOccupancy({ rooms: 50, guest: 99 })).toEqual({ rooms: 10, guest: 40 });
    expect(clampOccupancy({ rooms: 4, guest: 2 })).toEqual({ rooms: 4, guest: 4 });
  });
});

describe('default sort order (spec §9)', () => {
  it('is ascending for price and descending for everything else', () => {
    expect(defaultOrderOf('price')).toBe('asc');
    expect(defaultOrderOf('popular')).toBe('desc');
    expect(defaultOrderOf('rating')).toBe('desc');
  });
});

describe('booking codes', () => {
  it('are RN and the id in six digits at least', () => {
    expect(bookingCode(42)).toBe('RN000042');
    expect(bookingCode(1234567)).toBe('RN1234567');
  });
});
