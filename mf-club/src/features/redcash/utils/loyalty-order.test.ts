import { sortPlans, sortTiers, tierKey, tierRank } from './loyalty-order';

describe('tier order (spec §4)', () => {
  it('ranks bronze 0, silver 1, gold 2, diamond 3 and an unknown tier as bronze', () => {
    expect(['bronze', 'silver', 'gold', 'diamond'].map(tierRank)).toEqual([0, 1, 2, 3]);
    expect(tierRank('platinum')).toBe(0);
    expect(tierRank(null)).toBe(0);
    expect(tierKey(' Gold ')).toBe('gold');
  });

  it('sorts tiers bronze → diamond whatever order the API sent', () => {
    const tiers = (['diamond', 'bronze', 'gold', 'silver'] as const).map((key, i) => ({
      key,
      rank: 9 - i,
      name: key,
      min_bookings: 0,
      benefits: [],
    }));
    expect(sortTiers(tiers).map((t) => t.key)).toEqual(['bronze', 'silver', 'gold', 'diamond']);
  });
});

describe('club plans', () => {
  it('are ranked by order', () => {
    const plan = (id: number, order: number) => ({
      id,
      order,
      name: `p${id}`,
      duration_days: 30,
      price: 100,
      currency: 'SGD',
      benefits: [],
    });
    expect(sortPlans([plan(1, 3), plan(2, 1), plan(3, 2)]).map((p) => p.id)).toEqual([2, 3, 1]);
  });
});
