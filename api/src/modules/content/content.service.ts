import type { CountryCode, Language } from '@rednest/shared/contracts/locales';
import type { LoyaltyPrograms, RsiteContent } from '@rednest/shared/contracts/dto';
import { COUNTRIES } from '@rednest/shared/contracts/locales';
import { notFound } from '../../errors.ts';
import type { Cache } from '../../plugins/cache.ts';
import { LOYALTY_TEXT, REDCASH_RULES, REDCASH_STEPS, RSITE_SECTIONS } from '../../db/platform-data/content.ts';
import type { ContentRepository } from './content.repository.ts';

const TTL_SECONDS = 300;

export function createContentService(deps: { repo: ContentRepository; cache: Cache; apiBasePath: string }) {
  return {
    async faqs(language: Language) {
      const faqs = await deps.cache.wrap(`faqs:${language}`, TTL_SECONDS, () => deps.repo.faqs(language));
      return { language, faqs };
    },

    async rsite(section: string, language: Language): Promise<RsiteContent> {
      if (!(RSITE_SECTIONS as readonly string[]).includes(section)) {
        throw notFound('SECTION_NOT_FOUND', `There is no content section "${section}". Sections: ${RSITE_SECTIONS.join(', ')}.`);
      }
      const rows = await deps.cache.wrap(`rsite:${section}:${language}`, TTL_SECONDS, () => deps.repo.rsite(section, language));
      return {
        section,
        language,
        blocks: rows.map((r) => ({ key: r.key, title: r.title, body: r.body, image_url: r.imageKey ? `${deps.apiBasePath}/cdn/content/${r.imageKey}.svg` : null })),
      };
    },

    async loyaltyPrograms(country: CountryCode, language: Language): Promise<LoyaltyPrograms> {
      const [plans, tiers] = await Promise.all([
        deps.cache.wrap(`club-plans:${country}`, TTL_SECONDS, () => deps.repo.clubPlans(country)),
        deps.cache.wrap('tiers', TTL_SECONDS, () => deps.repo.tiers()),
      ]);
      // Prices, order and thresholds come from the db; the words follow the locale language.
      const text = LOYALTY_TEXT[language];
      return {
        currency: COUNTRIES[country].currency,
        redcash: {
          cashback_percent: REDCASH_RULES.cashback_percent,
          max_redeem_percent: REDCASH_RULES.max_redeem_percent,
          validity_days: REDCASH_RULES.validity_days,
          how_it_works: REDCASH_STEPS[language],
        },
        club_plans: plans.map((p) => ({
          id: p.id,
          name: language === 'en' ? p.name : text.planName(p.durationDays),
          duration_days: p.durationDays,
          price: p.priceMinor,
          currency: p.currency,
          order: p.order,
          benefits: p.benefits.map((b) => text.benefits[b] ?? b),
        })),
        tiers: tiers.map((t) => ({
          key: t.key,
          rank: t.rank,
          name: text.tiers[t.key]?.name ?? t.name,
          min_bookings: t.minBookings,
          benefits: text.tiers[t.key]?.benefits ?? t.benefits,
        })),
      };
    },
  };
}
