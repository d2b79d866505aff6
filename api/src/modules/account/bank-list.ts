/**
 * Banks a user can receive refunds and payouts in, per country, with each bank's account-number
 * rule (bank-account-details). The rule is the number of digits of a personal account as
 * the bank issues it (spaces and hyphens a person types are dropped first); a number of another
 * length is refused with the lengths allowed, before anything is stored.
 *
 * Sources: the banks' own account-number formats as printed on passbooks and transfer forms
 * (e.g. BCA 10, Mandiri 13, BRI 15 digits; DBS 10, POSB 9; Vietcombank 13; Thai banks 10, GSB 12).
 * Where a bank issues two formats both lengths are allowed. Codes are the banks' SWIFT/BIC
 * institution codes (POSB shares DBS's BIC, so it has its own code here).
 */
import type { CountryCode } from '@rednest/shared/contracts/locales';

export interface BankRule {
  code: string;
  name: string;
  /** allowed numbers of digits of an account number */
  lengths: number[];
}

export const BANKS: Record<CountryCode, BankRule[]> = {
  id: [
    { code: 'CENAIDJA', name: 'Bank Central Asia (BCA)', lengths: [10] },
    { code: 'BMRIIDJA', name: 'Bank Mandiri', lengths: [13] },
    { code: 'BNINIDJA', name: 'Bank Negara Indonesia (BNI)', lengths: [10] },
    { code: 'BRINIDJA', name: 'Bank Rakyat Indonesia (BRI)', lengths: [15] },
    { code: 'BNIAIDJA', name: 'CIMB Niaga', lengths: [13, 14] },
    { code: 'BBBAIDJA', name: 'Bank Permata', lengths: [10] },
    { code: 'BSMDIDJA', name: 'Bank Syariah Indonesia (BSI)', lengths: [10] },
  ],
  sg: [
    { code: 'DBSSSGSG', name: 'DBS Bank', lengths: [10] },
    { code: 'POSBSGSG', name: 'POSB', lengths: [9] },
    { code: 'OCBCSGSG', name: 'OCBC Bank', lengths: [10, 12] },
    { code: 'UOVBSGSG', name: 'United Overseas Bank (UOB)', lengths: [10] },
    { code: 'SCBLSGSG', name: 'Standard Chartered Singapore', lengths: [10] },
  ],
  ph: [
    { code: 'BNORPHMM', name: 'BDO Unibank', lengths: [10, 12] },
    { code: 'BOPIPHMM', name: 'Bank of the Philippine Islands (BPI)', lengths: [10] },
    { code: 'MBTCPHMM', name: 'Metrobank', lengths: [13] },
    { code: 'TLBPPHMM', name: 'Land Bank of the Philippines', lengths: [10] },
    { code: 'UBPHPHMM', name: 'UnionBank', lengths: [12] },
  ],
  vn: [
    { code: 'BFTVVNVX', name: 'Vietcombank', lengths: [13] },
    { code: 'BIDVVNVX', name: 'BIDV', lengths: [14] },
    { code: 'ICBVVNVX', name: 'VietinBank', lengths: [12] },
    { code: 'VTCBVNVX', name: 'Techcombank', lengths: [12, 13, 14] },
    { code: 'MSCBVNVX', name: 'MB Bank', lengths: [9, 10, 11, 12, 13] },
  ],
  th: [
    { code: 'BKKBTHBK', name: 'Bangkok Bank', lengths: [10] },
    { code: 'KASITHBK', name: 'Kasikornbank', lengths: [10] },
    { code: 'SICOTHBK', name: 'Siam Commercial Bank (SCB)', lengths: [10] },
    { code: 'KRTHTHBK', name: 'Krungthai Bank', lengths: [10] },
    { code: 'AYUDTHBK', name: 'Krungsri (Bank of Ayudhya)', lengths: [10] },
    { code: 'GSBATHBK', name: 'Government Savings Bank (GSB)', lengths: [12] },
  ],
};

/** The digits of a typed account number (spaces and hyphens dropped); null when anything else is in it. */
export function accountDigits(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '');
  return /^[0-9]+$/.test(compact) ? compact : null;
}

/** Why an account number does not fit the bank's rule, or null when it does. */
export function accountNumberProblem(bank: BankRule, raw: string): string | null {
  const digits = accountDigits(raw);
  if (digits === null) return 'must contain digits only';
  if (!bank.lengths.includes(digits.length)) return `must have ${bank.lengths.join(' or ')} digits for ${bank.name}`;
  if (/^(\d)\1+$/.test(digits)) return 'is not a real account number';
  return null;
}
