/**
 * What the OpenAPI page says of each images endpoint, by catalogue name: kept here so a routes file
 * reads as the list of its endpoints.
 */

export const imagesDocs = {
  propertyPicture:
    'Odd numbers show the building, even numbers a room. Immutable: cached for a year, revalidated by etag (304). Anything else → 404 IMAGE_NOT_FOUND.',
};
