/**
 * Refer and earn. A member's code (made the first time they ask) goes to friends as a link; a friend
 * who signs up with it (or enters it before booking) gets a welcome reward off a first stay, and the
 * member gets redcash after the friend's first completed stay. Refused: one's own code (same email,
 * or the member's verified phone), a friend who has booked before (no welcome reward, no credit), and
 * credits over REFERRAL_RULES.monthly_cap in a calendar month (the friend keeps their reward).
 */
import crypto from 'node:crypto';
import { COUNTRIES, homeCurrency, type Referral, type ReferralJoin } from '@rednest/shared/contracts';
import { normalisePhone, toMinor } from '@rednest/shared/format';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { REFERRAL_RULES } from '../../db/platform-data/content.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { ReferralRepository } from './referral.repository.ts';

const DAY_MS = 86_400_000;
/** no 0/O, 1/I: a code read aloud or typed from a screenshot is the code */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join('');
/**
 * One phone written two ways: digits without leading zeros, with or without a country code
 * (sign-up stores what was typed, "0812…" or "+62 812…").
 */
function samePhone(a: string, b: string): boolean {
  const [x, y] = [normalisePhone(a), normalisePhone(b)];
  if (x === '' || y === '') return false;
  return x === y || Object.values(COUNTRIES).some(({ phoneCode }) => x === phoneCode + y || y === phoneCode + x);
}

export interface ReferralDeps {
  repo: ReferralRepository;
  ledger: Pick<Ledger, 'creditRedcash' | 'earned'>;
  /** a member's home country and contact, for their currency and the self-referral check */
  users: {
    find(userId: number): Promise<{ countryCode: string; email: string; phone: string } | undefined>;
  };
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  now: () => Date;
}

const amountIn = (table: Record<string, number>, currency: string) => toMinor(table[currency] ?? 0, currency);
export const referralNotFound = () =>
  notFound('REFERRAL_NOT_FOUND', 'This referral code does not exist. Check it with the friend who sent it.');
const selfReferral = () => conflict('SELF_REFERRAL', 'This is your own referral code: share it with friends instead.');

export function createReferralService(deps: ReferralDeps) {
  /** the friend joins: their referral row and, unless they booked before, their welcome reward */
  async function join(
    tx: Db,
    referrerId: number,
    friend: { id: number; email: string; countryCode: string },
  ): Promise<ReferralJoin | null> {
    const now = deps.now();
    const earlier = await deps.repo.hasEarlierBooking(tx, friend.id, friend.email);
    const id = await deps.repo.insertReferral(tx, {
      referrerId,
      friendId: friend.id,
      refusal: earlier ? 'earlier_booking' : null,
      now,
    });
    if (id === undefined) return null;
    if (earlier) return { reward: null, refusal: 'earlier_booking' };
    const currency = homeCurrency(friend.countryCode);
    const amount = amountIn(REFERRAL_RULES.friend_reward, currency);
    const validUntil = new Date(now.getTime() + REFERRAL_RULES.reward_valid_days * DAY_MS);
    const rewardId = await deps.repo.insertReward(tx, { userId: friend.id, amount, currency, validUntil, now });
    await deps.repo.attachReward(tx, id, rewardId);
    return {
      reward: {
        id: rewardId,
        title: 'Welcome reward from a friend',
        amount,
        currency,
        valid_until: validUntil.toISOString(),
      },
      refusal: null,
    };
  }

  /** the referrer a code names, checked against the friend (never themselves) */
  async function referrerFor(code: string, friend: { email: string; phone: string }) {
    const referrer = await deps.repo.referrerByCode(code);
    if (!referrer) throw referralNotFound();
    if (
      referrer.email.toLowerCase() === friend.email.toLowerCase() ||
      (referrer.phoneVerified && samePhone(referrer.phone, friend.phone))
    )
      throw selfReferral();
    return referrer;
  }

  return {
    /** referral: the rules in the caller's currency and, for a member, their code and their friends' progress */
    async referral(userId: number | null, country: string | undefined): Promise<Referral> {
      const member = userId === null ? undefined : await deps.users.find(userId);
      const currency = homeCurrency(member?.countryCode ?? country);
      const rules = {
        friend_reward: { amount: amountIn(REFERRAL_RULES.friend_reward, currency), currency },
        referrer_credit: { amount: amountIn(REFERRAL_RULES.referrer_credit, currency), currency },
        monthly_cap: REFERRAL_RULES.monthly_cap,
        reward_valid_days: REFERRAL_RULES.reward_valid_days,
      };
      if (!member || userId === null) return { ...rules, code: null, friends: null, earned: null };
      let code: string | null | undefined = null;
      // a fresh code taken by someone else meanwhile: draw another
      for (let i = 0; i < 5 && code === null; i++) code = await deps.repo.codeOf(userId, newCode());
      if (!code) throw new Error('no referral code could be made');
      return {
        ...rules,
        code,
        friends: await deps.repo.stats(userId),
        earned: { amount: await deps.ledger.earned(userId, 'referral'), currency },
      };
    },

    /**
     * Sign-up's check of a code, before the account exists: 404 for an unknown code, 409 SELF_REFERRAL
     * for one's own; `attach` then joins the new account in the sign-up's wake.
     */
    async signUpTicket(code: string, friend: { email: string; phone: string }) {
      const referrer = await referrerFor(code, friend);
      return {
        attach: (friendId: number, countryCode: string) =>
          deps.transaction((tx) => join(tx, referrer.id, { id: friendId, email: friend.email, countryCode })),
      };
    },

    /** apply_referral_code: a signed-in member who has not booked yet enters a friend's code */
    async apply(userId: number, code: string): Promise<ReferralJoin> {
      const friend = await deps.users.find(userId);
      if (!friend) throw notFound('USER_NOT_FOUND', 'This account no longer exists.');
      const referrer = await referrerFor(code, friend);
      return deps.transaction(async (tx) => {
        if (await deps.repo.hasEarlierBooking(tx, userId, friend.email))
          throw conflict('REFERRAL_NOT_NEW', 'Referral codes are for guests who have not booked with us yet.');
        const joined = await join(tx, referrer.id, {
          id: userId,
          email: friend.email,
          countryCode: friend.countryCode,
        });
        if (!joined) throw conflict('REFERRAL_ALREADY_USED', 'You have already joined with a referral code.');
        return joined;
      });
    },

    /**
     * A stay completed (in its completion's transaction): a friend's first completed stay credits their
     * referrer, unless the referrer has had monthly_cap credits this calendar month. Asked twice, once.
     */
    async onStayCompleted(tx: Db, friendId: number): Promise<'credited' | 'refused' | null> {
      const referral = await deps.repo.waitingFor(tx, friendId);
      if (!referral || (await deps.repo.completedStays(tx, friendId)) !== 1) return null;
      const now = deps.now();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      if ((await deps.repo.creditsSince(tx, referral.referrerId, monthStart)) >= REFERRAL_RULES.monthly_cap) {
        await deps.repo.settle(tx, referral.id, { refused: 'monthly_cap' });
        return 'refused';
      }
      // in the completion's transaction: on one connection (PGlite) a read outside it would wait for it
      const currency = homeCurrency(await deps.repo.countryOf(tx, referral.referrerId));
      const amount = amountIn(REFERRAL_RULES.referrer_credit, currency);
      await deps.ledger.creditRedcash(
        {
          userId: referral.referrerId,
          currency,
          amount,
          kind: 'referral',
          from: 'referral',
          key: `referral:${referral.id}`,
          reference: `referral:${referral.id}`,
        },
        tx,
      );
      await deps.repo.settle(tx, referral.id, { credited: now });
      return 'credited';
    },
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;
