import type { EndpointQuery, Faqs, LoyaltyPrograms, RsiteContent, RsiteContentQuery } from '@rednest/shared/contracts';
import { ENDPOINTS, endpointPath } from '@rednest/shared/contracts/endpoints';
import { COUNTRIES } from '@rednest/shared/contracts/locales';
import { CONTENT_SECTIONS, isOneOf } from '@rednest/shared/contracts';
import { notFound } from '../../errors.ts';
import { bannerSvg } from '../../http/svg.ts';
import { isSafeLink } from '../../http/safe-links.ts';
import type { Cache } from '../../plugins/cache.ts';
import { LOYALTY_TEXT, REDCASH_RULES, REDCASH_STEPS } from '../../db/platform-data/content.ts';
import { languageOf, requireLocale } from '../site/site.service.ts';
import type { ContentRepository } from './content.repository.ts';

/** Illustrations of content blocks (generated, like the banners), by image key. */
const CONTENT_ART: Record<string, { title: string; palette: [string, string] }> = {
  'reseller-hero': { title: 'RedNest for Business', palette: ['#2e294e', '#d7263d'] },
  'redcash-wallet': { title: 'RedCash', palette: ['#d7263d', '#f46036'] },
  'club-hero': { title: 'RedNest Club', palette: ['#8e1b2d', '#d7263d'] },
  'about-hero': { title: 'RedNest', palette: ['#d7263d', '#ef476f'] },
};

const TTL_SECONDS = 300;

export function createContentService(deps: { repo: ContentRepository; cache: Cache; apiBasePath: string }) {
  /** the picture of a block: always our own site path (the key is percent-encoded), checked like every link we serve */
  const contentImageUrl = (imageKey: string | null): string | null => {
    if (!imageKey) return null;
    const url = `${deps.apiBasePath}${endpointPath(ENDPOINTS.contentImage, { key: imageKey })}`;
    return isSafeLink(url) ? url : null;
  };

  return {
    /** FAQs in the language asked for (or the locale's), English when neither is given. */
    async faqs(query: EndpointQuery<'faqs'>): Promise<Faqs> {
      const language = languageOf(query, 'en');
      const faqs = await deps.cache.wrap(`faqs:${language}`, TTL_SECONDS, () => deps.repo.faqs(language));
      return { language, faqs };
    },

    async rsite(query: RsiteContentQuery): Promise<RsiteContent> {
      const { section } = query;
      const language = languageOf(query, 'en');
      if (!isOneOf(CONTENT_SECTIONS, section)) {
        throw notFound(
          'SECTION_NOT_FOUND',
          `There is no content section "${section}". Sections: ${CONTENT_SECTIONS.join(', ')}.`,
        );
      }
      const rows = await deps.cache.wrap(`rsite:${section}:${language}`, TTL_SECONDS, () =>
        deps.repo.rsite(section, language),
      );
      return {
        section,
        language,
        blocks: rows.map((r) => ({ key: r.key, title: r.title, body: r.body, image_url: contentImageUrl(r.imageKey) })),
      };
    },

    /** Club plans of the locale's country in its currency, redcash rules and tiers, in the locale language. */
    async loyaltyPrograms(query: EndpointQuery<'loyaltyPrograms'>): Promise<LoyaltyPrograms> {
      const { country, language } = requireLocale(query.locale ?? 'en-id');
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
          club_cashback_percent: REDCASH_RULES.club_cashback_percent,
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

    contentImage(key: string): string {
      const art = Object.hasOwn(CONTENT_ART, key) ? CONTENT_ART[key] : undefined;
      if (!art) throw notFound('IMAGE_NOT_FOUND', 'This image does not exist.');
      return bannerSvg({ title: art.title, subtitle: '', palette: art.palette, seed: key.length });
    },
  };
}
