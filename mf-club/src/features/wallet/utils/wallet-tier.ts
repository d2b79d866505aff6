/** Spec §4 tier order; an unknown or missing tier is shown as bronze. */
const TIERS = ['bronze', 'silver', 'gold', 'diamond'] as const;
export type WalletTier = (typeof TIERS)[number];

export function walletTier(value: string | null | undefined): WalletTier {
  const key = (value ?? '').trim().toLowerCase();
  return (TIERS as readonly string[]).includes(key) ? (key as WalletTier) : 'bronze';
}
