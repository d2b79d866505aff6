/**
 * The signed, short-lived link to a bank transfer proof (view_proof_url): the owner asks for the
 * proof with their token and gets a link a browser opens without one (a download, not a page), so
 * the file never travels as base64 JSON and a link that leaks stops working within minutes. The
 * link names one proof: a newer upload does not change what an earlier link opens.
 */
import crypto from 'node:crypto';

/** how long a proof link works */
export const PROOF_LINK_SECONDS = 5 * 60;

const signatureOf = (secret: string, proofId: number, expires: number) =>
  crypto.createHmac('sha256', secret).update(`transfer-proof:${proofId}:${expires}`).digest('hex');

export function signProofLink(
  secret: string,
  proofId: number,
  now: Date,
): { proof_id: number; expires: number; signature: string } {
  const expires = Math.floor(now.getTime() / 1000) + PROOF_LINK_SECONDS;
  return { proof_id: proofId, expires, signature: signatureOf(secret, proofId, expires) };
}

/** good until it expires, and only with its own signature (compared in constant time) */
export function proofLinkValid(
  secret: string,
  link: { proof_id: number; expires: number; signature: string },
  now: Date,
): boolean {
  if (link.expires * 1000 < now.getTime()) return false;
  const want = Buffer.from(signatureOf(secret, link.proof_id, link.expires), 'hex');
  const got = Buffer.from(link.signature, 'hex');
  return got.length === want.length && crypto.timingSafeEqual(got, want);
}

/**
 * Content-Disposition of a download: the stored name as a quoted ASCII fallback (anything else,
 * quotes and backslashes become _) and the exact name in RFC 5987 form for browsers that read it.
 */
export function attachmentDisposition(filename: string): string {
  const ascii =
    [...filename].map((c) => (/[\x20-\x7e]/.test(c) && c !== '"' && c !== '\\' ? c : '_')).join('') || 'proof';
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
