/**
 * spec §2: "An ota_onboard query makes a guest go to sign-up prefilled with booking id, first
 * name, last name and phone". The wire shape is not shown; we accept both
 *   ?ota_onboard=<base64(JSON {booking_id, first_name, last_name, phone})>   (what a partner link carries)
 *   ?ota_onboard=1&booking_id=…&first_name=…&last_name=…&phone=…            (plain query)
 */
export interface OtaOnboard {
  bookingId: string;
  firstName: string;
  lastName: string;
  phone: string;
}

function decodeBase64Json(value: string): Record<string, unknown> | null {
  try {
    const normalised = value.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(normalised);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

export function parseOtaOnboard(search: string): OtaOnboard | null {
  const query = new URLSearchParams(search);
  const raw = query.get('ota_onboard');
  if (raw === null) return null;
  const payload = decodeBase64Json(raw);
  const pick = (key: string) => str(payload?.[key]) || str(query.get(key));
  const result: OtaOnboard = {
    bookingId: pick('booking_id'),
    firstName: pick('first_name'),
    lastName: pick('last_name'),
    phone: pick('phone'),
  };
  return result.bookingId || result.firstName || result.lastName || result.phone ? result : null;
}
