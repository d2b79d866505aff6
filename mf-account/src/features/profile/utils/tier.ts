const TIERS = ['bronze', 'silver', 'gold', 'diamond'] as const;

/** spec §4: tier order bronze 0, silver 1, gold 2, diamond 3; unknown defaults to bronze. */
export function tierKey(tier: string | null | undefined): string {
  const key = (tier ?? '').toLowerCase();
  return `account.tier.${(TIERS as readonly string[]).includes(key) ? key : 'bronze'}`;
}
