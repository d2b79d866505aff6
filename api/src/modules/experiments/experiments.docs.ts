/**
 * What the OpenAPI page says of each experiments endpoint, by catalogue name: kept here so a routes file
 * reads as the list of its endpoints.
 */
const WHO =
  'The subject is the signed-in user, else visitor_id (the browser session id); with neither every field is "NA". Groups are sticky (stored at first assignment).';

export const experimentsDocs = {
  getAbGroup: `bod_group, bod_discount_percent, bod_segment, rack_rate_user_group. ${WHO}`,
  getAcGroup: `redclub_pricing_factor, redclub_discount_group, redclub_pricing_group, redclub_discount_percent. ${WHO}`,
  clubPriceAbGroup: `The club price group and its pricing factor. ${WHO}`,
  guestAbExperiments: `Every running experiment with the subject's group. ${WHO}`,
  listingAbGroup: `The listing experiment: group, search variant, expiry (ask again after it), and the user's bouquet group and segment. ${WHO}`,
};
