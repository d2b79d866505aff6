/**
 * The promo codes a guest can read and copy (promo_codes, promo_code_detail): listed codes running
 * now for a country's stays, each with its rules and the caller's own uses left. An unlisted code is
 * a secret its holders type at the summary, so it has no page: asked for, it is unknown.
 */
import type { CountryCode, ListedPromo, PromoList } from '@rednest/shared/contracts';
import type { PromoRow, PromotionRepository } from './promotion.repository.ts';
import { promoNotFound, promoTerms } from './summary.ts';

export function createPromoList(deps: { promos: PromotionRepository; now: () => Date }) {
  async function view(promo: PromoRow, userId: number | null): Promise<ListedPromo> {
    const uses = await deps.promos.promoUses(promo.id, { userId, email: null });
    return {
      ...promoTerms(promo),
      valid_from: promo.validFrom.toISOString(),
      countries: promo.countries as CountryCode[],
      per_user_limit: promo.perUserLimit,
      uses_left: userId === null || promo.perUserLimit === null ? null : Math.max(0, promo.perUserLimit - uses.mine),
      available: promo.totalLimit === null || uses.total < promo.totalLimit,
    };
  }

  return {
    /** the listed codes running now whose rules let them apply to stays in `country`, soonest to end first */
    async list(country: CountryCode, userId: number | null): Promise<PromoList> {
      const running = await deps.promos.listedPromos(deps.now());
      const here = running.filter((p) => p.countries.length === 0 || p.countries.includes(country));
      return { promos: await Promise.all(here.map((p) => view(p, userId))) };
    },

    /** one listed code running now, by code in any case; 404 PROMO_NOT_FOUND for an unknown, unlisted or ended one */
    async detail(code: string, userId: number | null): Promise<ListedPromo> {
      const promo = await deps.promos.promoByCode(code);
      const now = deps.now();
      if (!promo || !promo.listed || now < promo.validFrom || now >= promo.validUntil) throw promoNotFound();
      return view(promo, userId);
    },
  };
}
export type PromoListService = ReturnType<typeof createPromoList>;
