import type { PriceAvailability } from '@rednest/shared/contracts';
import { choiceOf, findChoice } from './choice';

describe('the choice handed over by the hotel page', () => {
  it('is read from the query, and refused when malformed', () => {
    expect(choiceOf(new URLSearchParams('hotel=rednest-menteng&room_type_id=31&rate_plan_id=2'))).toEqual({
      hotel: 'rednest-menteng',
      roomTypeId: 31,
      ratePlanId: 2,
    });
    expect(choiceOf(new URLSearchParams('hotel=../x&room_type_id=31&rate_plan_id=2'))).toBeNull();
    expect(choiceOf(new URLSearchParams('hotel=a&room_type_id=0&rate_plan_id=2'))).toBeNull();
    expect(choiceOf(new URLSearchParams('hotel=a&room_type_id=31'))).toBeNull();
  });

  it('is found in the server answer, or says why it cannot be booked', () => {
    const plan = { rate_plan_id: 2 } as PriceAvailability['room_prices'][number]['plans'][number];
    const a = {
      room_prices: [
        { room_type_id: 31, sold_out: false, fits: true, plans: [plan] },
        { room_type_id: 32, sold_out: true, fits: true, plans: [] },
        { room_type_id: 33, sold_out: false, fits: false, plans: [] },
      ],
    } as unknown as PriceAvailability;
    expect(findChoice(a, { hotel: 'h', roomTypeId: 31, ratePlanId: 2 })).toMatchObject({ plan });
    expect(findChoice(a, { hotel: 'h', roomTypeId: 31, ratePlanId: 9 })).toEqual({ unavailable: 'plan' });
    expect(findChoice(a, { hotel: 'h', roomTypeId: 32, ratePlanId: 2 })).toEqual({ unavailable: 'sold_out' });
    expect(findChoice(a, { hotel: 'h', roomTypeId: 33, ratePlanId: 2 })).toEqual({ unavailable: 'too_small' });
    expect(findChoice(a, { hotel: 'h', roomTypeId: 99, ratePlanId: 2 })).toEqual({ unavailable: 'room' });
  });
});
