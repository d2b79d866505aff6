/**
 * What the OpenAPI page says of each content endpoint, by catalogue name: kept here so a routes file
 * reads as the list of its endpoints.
 */

export const contentDocs = {
  loadRsiteContents:
    'section: reseller_landing | what_is_redcash | club_landing | about_us. Unknown section → 404 SECTION_NOT_FOUND.',
  faqs: 'FAQs in the language of the locale (locale=vi-vn → Vietnamese). Unknown locale → 400 UNSUPPORTED_LOCALE.',
  loyaltyPrograms:
    'Club plans of the locale country in its currency (ranked by order), redcash rules and loyalty tiers.',
  contentImage: 'Unknown illustration → 404 IMAGE_NOT_FOUND.',
};
