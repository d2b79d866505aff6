/** spec §5: the phone helper strips non-digits and leading zeros (0812… → 812…). */
export function normalisePhone(s: string | null | undefined): string {
  return (s ?? '').replace(/\D+/g, '').replace(/^0+/, '');
}

type DropEmpty<T> = { [K in keyof T]?: Exclude<T[K], null | undefined> };

/** spec §5: empty or blank string fields are dropped from payloads (and null/undefined). */
export function dropEmpty<T extends object>(obj: T): DropEmpty<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = value;
  }
  return out as DropEmpty<T>;
}
