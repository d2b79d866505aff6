/** FAQs, content blocks and the loyalty programme copy (spec §3 content, §7 content calls). */
import { Type, type Static } from '@sinclair/typebox';
import { CONTENT_SECTIONS, LOYALTY_TIERS } from '../constants';
import { LinkUrl, LiteralUnion, Nullable, OptionalText, Text } from './kit';

/** language param, else the locale's language; English when neither is given */
const languageFields = {
  language: OptionalText(5, { description: 'en | id | vi | th' }),
  locale: OptionalText(10, { description: 'its language is used when language is absent' }),
};

export const FaqsQuerySchema = Type.Object(languageFields);
export const FaqSchema = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  question: Type.String(),
  answer: Type.String(),
});
export type Faq = Static<typeof FaqSchema>;
export const FaqsSchema = Type.Object({ language: Type.String(), faqs: Type.Array(FaqSchema) });
export type Faqs = Static<typeof FaqsSchema>;

export const RsiteContentQuerySchema = Type.Object({
  // a pattern, not the section union: an unknown section is a 404 SECTION_NOT_FOUND
  section: Text({ minLength: 1, maxLength: 60, pattern: '^[a-z_]+$', description: CONTENT_SECTIONS.join(' | ') }),
  ...languageFields,
});
export type RsiteContentQuery = Static<typeof RsiteContentQuerySchema>;
export const RsiteContentSchema = Type.Object({
  section: Type.String(),
  language: Type.String(),
  blocks: Type.Array(
    Type.Object({ key: Type.String(), title: Type.String(), body: Type.String(), image_url: Nullable(LinkUrl()) }),
  ),
});
export type RsiteContent = Static<typeof RsiteContentSchema>;

/** a club plan of a site country: its price in that country's currency (minor units), ranked by `order` */
export const ClubPlanSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  duration_days: Type.Integer(),
  price: Type.Integer(),
  currency: Type.String(),
  order: Type.Integer(),
  benefits: Type.Array(Type.String()),
});
export type ClubPlan = Static<typeof ClubPlanSchema>;

export const LoyaltyProgramsQuerySchema = Type.Object({ locale: OptionalText(10) });
export const LoyaltyProgramsSchema = Type.Object({
  currency: Type.String(),
  redcash: Type.Object({
    cashback_percent: Type.Number(),
    /** what a club member's completed stay earns instead, percent */
    club_cashback_percent: Type.Number(),
    max_redeem_percent: Type.Number(),
    validity_days: Type.Integer(),
    how_it_works: Type.Array(Type.Object({ title: Type.String(), body: Type.String() })),
  }),
  club_plans: Type.Array(ClubPlanSchema),
  tiers: Type.Array(
    Type.Object({
      key: LiteralUnion(LOYALTY_TIERS),
      rank: Type.Integer(),
      name: Type.String(),
      min_bookings: Type.Integer(),
      benefits: Type.Array(Type.String()),
    }),
  ),
});
export type LoyaltyPrograms = Static<typeof LoyaltyProgramsSchema>;
