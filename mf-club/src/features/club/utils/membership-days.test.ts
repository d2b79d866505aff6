import { lastCoveredDay, rankPlans, type ClubPlan } from './membership-days';

const plan = (id: number, order: number): ClubPlan => ({
  id,
  name: `Plan ${id}`,
  duration_days: 30,
  price: 100,
  currency: 'IDR',
  order,
  benefits: [],
});

describe('membership days', () => {
  it('reads the day before the first day not covered, across a month and a year', () => {
    expect(lastCoveredDay('2026-04-01')).toBe('2026-03-31');
    expect(lastCoveredDay('2027-01-01')).toBe('2026-12-31');
    expect(lastCoveredDay('2028-03-01')).toBe('2028-02-29');
    expect(lastCoveredDay(null)).toBeNull();
  });

  it('ranks plans by order, then id', () => {
    expect(rankPlans([plan(1, 2), plan(2, 1), plan(3, 3), plan(0, 2)]).map((p) => p.id)).toEqual([2, 0, 1, 3]);
  });
});
