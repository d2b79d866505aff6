/**
 * The slots of a remote's prerendered first view that the edge fills with data, the
 * contract between the remote that draws them and the edge that fills them (deploy first-view.ts):
 *   - the prerendered page marks the element to replace with `data-rn-slot="<name>"`;
 *   - the remote's build also writes `first-view/slot.<name>.<language>.html`, the same element
 *     drawn by its real component from the placeholder values below;
 *   - the edge swaps each placeholder for the real value, escaped, and the marked element for that.
 * One definition, so the two cannot drift apart. Plain values and functions, no React: the edge
 * reads this file in Node.
 */

/** the attribute that marks a slot in a prerendered page (only in the prerender) */
export const SLOT_ATTRIBUTE = 'data-rn-slot';

/**
 * Home's offers strip (spec §7 load_banners): a `<section>` with five cards drawn from placeholder
 * banners: the first (fetched at high priority), the next three (eager) and a later one (lazy).
 */
export const BANNER_SLOT = {
  name: 'banners',
  image: '/__rn_banner_image__',
  link: '/__rn_banner_link__',
  alt: '__rn_banner_alt__',
} as const;

/** A banner's alt text: its title and subtitle (the picture carries them as its headline). */
export function bannerAlt(banner: { title: string; subtitle: string }): string {
  return [banner.title, banner.subtitle].filter(Boolean).join('. ');
}

/**
 * The hotel page's main picture inside its skeleton gallery (a `<div>` holding one `<img>`, no
 * other element): the page's largest paint, in the first HTML. Its alt text is the picture's
 * caption, or the page's "photo of {name}" with the name in `name`.
 */
export const HOTEL_PICTURE_SLOT = {
  name: 'hotel-picture',
  image: '/__rn_hotel_picture__',
  name_placeholder: '__rn_hotel_name__',
} as const;

/**
 * A listing's first result picture inside the skeleton's first card (a `<div>` holding one `<img>`,
 * no other element): the listing's largest paint, in the first HTML. Its alt text is the page's
 * "photo of {name}" with the hotel's name in `name_placeholder`. The search it comes from:
 * listing-first-view.ts.
 */
export const LISTING_PICTURE_SLOT = {
  name: 'listing-picture',
  image: '/__rn_listing_picture__',
  name_placeholder: '__rn_listing_name__',
} as const;

/**
 * The booking summary's hotel picture inside its first view's stay card (a `<div>` holding one
 * `<img>`, no other element): the summary's largest paint, in the first HTML. Its alt text is the
 * hotel's name, in `name_placeholder`. The answer it comes from: summary-first-view.ts.
 */
export const SUMMARY_PICTURE_SLOT = {
  name: 'summary-picture',
  image: '/__rn_summary_picture__',
  name_placeholder: '__rn_summary_hotel__',
} as const;

/**
 * A hotel page's first picture as the edge knows it before the page's data: what the edge fills the
 * slot with and what mf-search's template draws.
 */
export interface HotelFirstViewPicture {
  url: string;
  /** the picture's caption: its alt text when not empty */
  caption: string;
  /** the hotel's name, for the "photo of {name}" alt text of a picture without a caption */
  name: string;
}

/** the slice of a hotel (hotel_details) that decides its first picture */
export interface HotelPictures {
  name: string;
  lead_picture: string;
  gallery_pictures: { tab_name: string; values: { url: string; caption?: string | null }[] }[];
}

/**
 * The picture the hotel page's gallery draws first: the first picture of the first tab that has
 * any, else the lead picture, captioned with the hotel's name. `caption` is empty when the
 * picture has none. The gallery itself draws its fallback with this (hotel-gallery.tsx).
 */
export function hotelFirstPicture(hotel: HotelPictures): { url: string; caption: string } {
  const tab = hotel.gallery_pictures.find((t) => t.values.length > 0);
  const first = tab?.values[0];
  return first ? { url: first.url, caption: first.caption ?? '' } : { url: hotel.lead_picture, caption: hotel.name };
}
