/**
 * Generated property pictures (catalogue row propertyPicture): public, immutable, and the same
 * bytes for the same property and number, so they are cached forever and revalidated by etag.
 */
import crypto from 'node:crypto';
import { ENDPOINTS, endpointPath } from '@rednest/shared/contracts/endpoints';
import { notFound } from '../../errors.ts';
import { propertyPictureSvg } from './property-picture.ts';

/** properties have at most 8 pictures (generator); a few more are allowed for galleries */
export const MAX_PICTURE_NUMBER = 12;

/** URL of a property's n-th picture (n from 1), as pages put it in an <img>. */
export const propertyPictureUrl = (apiBasePath: string, propertyId: number, n = 1) =>
  `${apiBasePath}${endpointPath(ENDPOINTS.propertyPicture, { id: propertyId, file: `${n}.svg` })}`;

/** The picture for path params `id` and `file` (`{n}.svg`); anything else is a 404, never a 400. */
export function propertyPicture(idParam: string, fileParam: string): { svg: string; etag: string } {
  const id = /^[1-9]\d{0,8}$/.test(idParam) ? Number(idParam) : NaN;
  const match = /^([1-9]\d?)\.svg$/.exec(fileParam);
  const n = match ? Number(match[1]) : NaN;
  if (!Number.isInteger(id) || !Number.isInteger(n) || n > MAX_PICTURE_NUMBER) {
    throw notFound('IMAGE_NOT_FOUND', 'There is no such picture.');
  }
  const svg = propertyPictureSvg(id, n);
  return { svg, etag: `"${crypto.createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"` };
}
