/** A property on the map: where, its all-in price (null when sold out), and its page. */
export interface MapPin {
  slug: string;
  name: string;
  lat: number;
  lng: number;
  priceLabel: string | null;
  href: string;
}
