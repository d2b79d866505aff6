/**
 * What the OpenAPI page says of each auth endpoint, by catalogue name: kept here so a routes file
 * reads as the list of its endpoints.
 */

export const authDocs = {
  oauthToken: 'Accepts `application/x-www-form-urlencoded` or JSON. A wrong client id/secret → 401 INVALID_CLIENT.',
};
