/** Query schemas of the location and search endpoints (responses are the shared DTOs). */
import { Type, type Static } from '@sinclair/typebox';

export const COUNTRY_CODES = ['id', 'sg', 'ph', 'vn', 'th'] as const;
const Country = Type.Union(COUNTRY_CODES.map((c) => Type.Literal(c)), { description: 'id | sg | ph | vn | th' });
const Category = Type.Union(['province', 'city', 'sub_city', 'district', 'area'].map((c) => Type.Literal(c)));

export const AreasCdnQuerySchema = Type.Object({
  country: Country,
  category: Type.Optional(Category),
});
export type AreasCdnQuery = Static<typeof AreasCdnQuerySchema>;

const suggestionFields = {
  q: Type.String({ minLength: 2, maxLength: 100, description: 'what the person typed; prefix of the name or of one of its words, accents and case ignored' }),
  country: Type.Optional(Country),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 10 })),
};
export const AreasQuerySchema = Type.Object(suggestionFields);
export type AreasQuery = Static<typeof AreasQuerySchema>;
export const AreasCorporateQuerySchema = Type.Object({ ...suggestionFields, platform: Type.Optional(Type.Literal('corporate')) });
export type AreasCorporateQuery = Static<typeof AreasCorporateQuerySchema>;
export const AreasBrandQuerySchema = Type.Object({ ...suggestionFields, source: Type.String({ minLength: 1, maxLength: 40, description: 'brand slug: lumo | urbano' }) });
export type AreasBrandQuery = Static<typeof AreasBrandQuerySchema>;

export const ListHotelsQuerySchema = Type.Object({
  location: Type.Optional(Type.String({ minLength: 5, maxLength: 120, description: 'location slug of any level (pro-, cit-, sub-, dis-, are-)' })),
  city: Type.Optional(Type.String({ minLength: 2, maxLength: 120, description: 'city slug, with or without cit-' })),
  q: Type.Optional(Type.String({ minLength: 2, maxLength: 100, description: 'part of the hotel name (hotel suggestions)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 500 })),
});
export type ListHotelsQuery = Static<typeof ListHotelsQuerySchema>;
