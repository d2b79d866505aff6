/**
 * Limits on one-time codes and verification links, all numbers in one place (api/README.md
 * "One-time codes", "Limits on codes").
 *
 * Limited by what an attacker has to repeat, not by where the request comes from:
 * - per recipient (an email or an E.164 number): a new code after resendAfterSeconds for the same
 *   purpose, at most perRecipientPerHour codes of any purpose in a sliding hour, counted from the
 *   codes table (a row is written whether or not anything was sent, so an unknown address is
 *   limited exactly like a known one);
 * - per booking (find-booking, pay at hotel) and per account (every code sent for one account:
 *   sign-in, password reset, email and phone verification, bank details), counted in the shared
 *   cache (Redis when REDIS_URL is set, so every replica sees one count) only when a code is
 *   really sent; the budget is checked on every request that names the booking or the account;
 * - each code locks after OTP_MAX_WRONG_TRIES wrong tries, so a recipient's hourly budget caps the
 *   guesses at perRecipientPerHour × 5 an hour whoever asks.
 *
 * The client address is only a burst guard. Behind one carrier-grade NAT address (the mobile
 * networks of Indonesia, the Philippines and Vietnam) there are thousands of people, so an hourly
 * per-address budget locks real guests out in a busy hour while costing an attacker with more than
 * one address nothing. The guard counts a minute, across every code route, high enough for a few
 * hundred guests of one address at once: at worst an address waits out the rest of that minute.
 * An IPv6 client counts by its /64 (plugins/rate-limit.ts clientKey).
 *
 * A 429 says the true wait, the longest of the limits it is over: in Retry-After (seconds) and in
 * words in the message.
 */
import { OTP_MAX_WRONG_TRIES, OTP_RESEND_SECONDS } from '@rednest/shared/contracts/dto';
import { rateLimited } from '../../errors.ts';
import type { Cache } from '../../plugins/cache.ts';
import { clientKey } from '../../plugins/rate-limit.ts';

export const CODE_LIMITS = {
  /** a new code for the same recipient and purpose no sooner than this (the contract's resend_after) */
  resendAfterSeconds: OTP_RESEND_SECONDS,
  /** codes of any purpose to one email or number in a sliding hour */
  perRecipientPerHour: 10,
  /** codes sent for one booking in an hour (find-booking by its email and its phone together; pay at hotel) */
  perBookingPerHour: 10,
  /** codes sent for one account in an hour, every purpose and recipient (phone verification to many numbers included) */
  perAccountPerHour: 20,
  /** wrong tries that lock a code */
  wrongTriesPerCode: OTP_MAX_WRONG_TRIES,
  /** burst guard: code and link sends from one address (IPv6: its /64) in a minute, every route together */
  sendsPerAddressPerMinute: 300,
  /** burst guard: code checks and link reads from one address in a minute, per route */
  checksPerAddressPerMinute: 300,
  /** burst guard: wrong codes from one address in a minute, every route together */
  wrongCodesPerAddressPerMinute: 100,
  /** corporate client verification links (72-hour links, corporate-clients.service.ts) */
  corporateLinks: {
    /** a new link for the same client no sooner than this */
    resendAfterSeconds: 60,
    /** links one member sends in an hour (adds and sends again): the member's account budget */
    sendsPerMemberPerHour: 20,
    /** links to one email or number in an hour, whichever company asks */
    sendsPerRecipientPerHour: 3,
  },
} as const;

/** the route limits of code sends and checks (plugins/rate-limit.ts, per address, a minute) */
export const CODE_SEND_ROUTE_LIMIT = { max: CODE_LIMITS.sendsPerAddressPerMinute, timeWindow: 60_000 } as const;
export const CODE_CHECK_ROUTE_LIMIT = { max: CODE_LIMITS.checksPerAddressPerMinute, timeWindow: 60_000 } as const;

const HOUR = 3600;

/** What each limit says before its wait ("… Please try again in 42 minutes."). */
export const LIMIT_REASONS = {
  resend: 'A code was sent a moment ago.',
  recipient: 'Too many codes were sent to this email address or phone number.',
  booking: 'Too many codes were sent for this booking.',
  account: 'Too many codes were sent for this account.',
  address: 'Too many code requests from your network just now.',
  wrongCodes: 'Too many wrong codes from your network just now.',
} as const;
export type LimitReason = keyof typeof LIMIT_REASONS;

/** A limit that is spent: how long until it lets a code through again. */
export interface SpentLimit {
  reason: LimitReason;
  waitSeconds: number;
}

/** 429 for the longest of the waits (nothing when none is spent). */
export function refuseIfSpent(spent: Array<SpentLimit | null>): void {
  const longest = spent
    .filter((s): s is SpentLimit => s !== null && s.waitSeconds > 0)
    .sort((a, b) => b.waitSeconds - a.waitSeconds)[0];
  if (longest) throw rateLimited(Math.max(1, Math.ceil(longest.waitSeconds)), LIMIT_REASONS[longest.reason]);
}

/**
 * The recipient's hourly budget from the send times of its codes in the last hour (oldest first):
 * spent until the oldest code that keeps the count at the limit is an hour old.
 */
export function recipientBudget(sentAt: Date[], now: Date): SpentLimit | null {
  const over = sentAt.length - CODE_LIMITS.perRecipientPerHour;
  if (over < 0) return null;
  return {
    reason: 'recipient',
    waitSeconds: Math.ceil((sentAt[over]!.getTime() + HOUR * 1000 - now.getTime()) / 1000),
  };
}

export function createCodeLimits(cache: Cache) {
  const budgets = (subject: { bookingId?: number | null; userId?: number | null }) => [
    ...(subject.bookingId
      ? [{ key: `code:booking:${subject.bookingId}`, max: CODE_LIMITS.perBookingPerHour, reason: 'booking' as const }]
      : []),
    ...(subject.userId
      ? [{ key: `code:account:${subject.userId}`, max: CODE_LIMITS.perAccountPerHour, reason: 'account' as const }]
      : []),
  ];

  return {
    /** the burst guard of an address: every code send counts, whatever it asks for */
    async sendFromAddress(ip: string): Promise<void> {
      const seen = await cache.incr(`code:send:addr:${clientKey(ip)}`, 60);
      if (seen.count > CODE_LIMITS.sendsPerAddressPerMinute)
        refuseIfSpent([{ reason: 'address', waitSeconds: seen.ttlSeconds }]);
    },

    /** the booking's and the account's budgets, without spending them */
    async spentBudgets(subject: { bookingId?: number | null; userId?: number | null }): Promise<SpentLimit[]> {
      const spent: SpentLimit[] = [];
      for (const b of budgets(subject)) {
        const seen = await cache.peek(b.key);
        if (seen.count >= b.max) spent.push({ reason: b.reason, waitSeconds: seen.ttlSeconds });
      }
      return spent;
    },

    /**
     * Counts a code that is about to be sent against its booking's and account's budgets, the
     * count and the check in one step (atomic in Redis: two replicas cannot both send the last one).
     */
    async spend(subject: { bookingId?: number | null; userId?: number | null }): Promise<void> {
      for (const b of budgets(subject)) {
        const seen = await cache.incr(b.key, HOUR);
        if (seen.count > b.max) refuseIfSpent([{ reason: b.reason, waitSeconds: seen.ttlSeconds }]);
      }
    },

    /** wrong codes from an address: 429 while its burst guard is spent */
    async beforeCheck(ip: string): Promise<void> {
      const failures = await cache.peek(`code:wrong:addr:${clientKey(ip)}`);
      if (failures.count >= CODE_LIMITS.wrongCodesPerAddressPerMinute)
        refuseIfSpent([{ reason: 'wrongCodes', waitSeconds: failures.ttlSeconds }]);
    },
    async wrongCode(ip: string): Promise<void> {
      await cache.incr(`code:wrong:addr:${clientKey(ip)}`, 60);
    },
  };
}
export type CodeLimits = ReturnType<typeof createCodeLimits>;
