type T = (key: string, values?: Record<string, string | number>) => string;

/** A value the texts do not name (a new amenity, tag or add-on) still reads as words. */
export function humanise(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The option's label: amenities reuse the facility names; other groups have their own texts. */
export function optionLabel(t: T, key: string, value: string): string {
  const textKey = key === 'amenities_filter' ? `search.facility.${value}` : `search.filters.value.${value}`;
  const label = t(textKey);
  return label === textKey ? humanise(value) : label;
}
