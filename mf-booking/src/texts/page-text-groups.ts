/**
 * The page texts (pages/{lang}.ts) in groups by key prefix, each group a chunk per language of its
 * own: a page fetches only the groups it shows (routes.tsx), so the booking summary does not carry
 * the texts of payment links, invoices or rating a stay. The build cuts each group out of the one
 * file per language (build/page-text-group-loader.cjs, `import('./pages/en?group=summary')`), so the
 * texts stay one file per language to edit and translate. Every page key is in a group, and every
 * key a page can show is in one of its groups (page-text-groups.test.ts).
 */
export const PAGE_TEXT_GROUPS = {
  /** the booking summary: the stay, extras and codes, the guest's details, the corporate check */
  summary: ['booking.summary.', 'booking.extras.', 'booking.details.', 'booking.captcha.', 'booking.corporate.'],
  /** the ways to pay, back from the card page, pay at the hotel, the transfer, payment links */
  payment: [
    'booking.payment.',
    'booking.pay.',
    'booking.pah.',
    'booking.thanks.',
    'booking.finish.',
    'booking.given.',
    'booking.transfer.',
    'booking.link.',
  ],
  /** a booking afterwards: find it, its page and invoice, new dates, self check-in, rate the stay */
  manage: [
    'booking.find.',
    'booking.detail.',
    'booking.invoice.',
    'booking.modify.',
    'booking.checkin.',
    'booking.rate.',
  ],
} as const;

export type PageTextGroup = keyof typeof PAGE_TEXT_GROUPS;

/** the group a page key belongs to, or null */
export function groupOfKey(key: string): PageTextGroup | null {
  for (const [group, prefixes] of Object.entries(PAGE_TEXT_GROUPS) as [PageTextGroup, readonly string[]][])
    if (prefixes.some((p) => key.startsWith(p))) return group;
  return null;
}
