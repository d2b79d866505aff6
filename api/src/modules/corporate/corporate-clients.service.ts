/**
 * Corporate clients (spec §2 add-new-client, my-clients, /external/verify-client/ and §7
 * corp_client_verify). A company's booker (a corporate member) adds a colleague by name and email
 * or phone; a verification link goes to that address through the outbox; whoever opens it sees
 * whom it verifies and confirms. The account with that address then books for the company; with
 * no account, the same link signs up on the corporate site and the new account joins the company
 * when its email (or phone) is the client's. Decisions: api/README.md "Corporate clients".
 *
 * - The link's token is 256 random bits (base64url); only its SHA-256 is stored. It works for
 *   CORP_CLIENT_LINK_HOURS (72 h) and once: confirming verifies the client and, with an account,
 *   uses it; without one it stays good for sign-up for another 72 h from the confirmation. A new
 *   link (send again) replaces the older one, which then answers like an unknown one.
 * - Ids and tokens of another company answer 404 like unknown ones; a non-member is 403.
 * - An account answers for a phone only when its number is verified: a number anyone can type in
 *   a profile proves nothing. An email belongs to the account that uses it (one per mailbox).
 * - A person books for one company: an account of another company is verified, not moved.
 */
import crypto from 'node:crypto';
import {
  COUNTRIES,
  COUNTRY_CODES,
  DEFAULT_LOCALE,
  isLocale,
  type CountryCode,
} from '@rednest/shared/contracts/locales';
import type {
  AddCorpClientBody,
  CorpClient,
  CorpClientLink,
  CorpClientLinkSent,
  CorpClients,
  CorpClientSignUp,
  CorpClientVerified,
  SendCorpClientLinkBody,
} from '@rednest/shared/contracts/dto';
import { PAGE_SIZE } from '@rednest/shared/format';
import { isOneOf } from '@rednest/shared/contracts';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  rateLimited,
  unauthorized,
  validationFailed,
} from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import type { Cache } from '../../plugins/cache.ts';
import type { AuthContext } from '../auth/token.service.ts';
import { maskEmail, maskPhone, subscriberNumber } from '../account/otp.service.ts';
import { CODE_LIMITS } from '../account/code-limits.ts';
import type { OutboxSender } from '../outbox/outbox.service.ts';
import { siteLink, type SiteOrigin, type SiteOrigins } from '../../http/site-origin.ts';
import { clientLinkMail, clientLinkSms } from './corporate-client-messages.ts';
import {
  phoneSubscriberOf,
  type ClientRow,
  type ConfirmWrite,
  type CorporateClientRepository,
  type MemberCompany,
} from './corporate-clients.repository.ts';

/** how long a verification link works (and, once confirmed without an account, how long it still signs up) */
export const CORP_CLIENT_LINK_HOURS = 72;

/** the numbers live with every other code and link limit (code-limits.ts); per address only the routes' burst guards */
export const CORP_CLIENT_LIMITS = CODE_LIMITS.corporateLinks;

export const hashClientToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface CorporateClientDeps {
  repo: CorporateClientRepository;
  outbox: OutboxSender;
  cache: Cache;
  now: () => Date;
  /** the corporate site's public origin for the links (http/site-origin.ts) */
  sites: SiteOrigins;
}

const notMember = () =>
  forbidden(
    'NOT_CORPORATE_MEMBER',
    'Only people who book for a company can see and add its clients. Sign in with your company account.',
  );
const clientNotFound = () => notFound('CORP_CLIENT_NOT_FOUND', 'We could not find this client.');
const linkNotFound = () =>
  notFound(
    'CORP_CLIENT_LINK_NOT_FOUND',
    'This verification link does not work. Check that the whole link was copied, or ask for a new one: a newer link replaces the older ones.',
  );
const linkExpired = (company: string) =>
  conflict(
    'CORP_CLIENT_LINK_EXPIRED',
    `This verification link has expired. Ask the person who added you to ${company} to send a new one.`,
  );
const linkUsed = () => conflict('CORP_CLIENT_LINK_USED', 'This verification link was already used.');

export function createCorporateClientService(deps: CorporateClientDeps) {
  const hours = (n: number) => n * 3_600_000;

  async function memberOf(auth: AuthContext): Promise<MemberCompany> {
    if (auth.userId === null) throw unauthorized();
    const company = await deps.repo.memberCompany(auth.userId);
    if (!company) throw notMember();
    return company;
  }

  const expired = (row: ClientRow, now: Date) => row.linkExpiresAt.getTime() <= now.getTime();
  const used = (row: ClientRow) => row.linkUsedAt !== null || row.userId !== null;
  const maskedTo = (row: ClientRow) => {
    if (row.email !== null) return maskEmail(row.email);
    const country = row.phoneCountry as CountryCode;
    return maskPhone(COUNTRIES[country]?.phoneCode ?? '', phoneSubscriberOf(row) ?? '');
  };

  function view(row: ClientRow, now: Date): CorpClient {
    const verified = row.status === 'verified';
    return {
      id: row.id,
      name: row.name,
      channel: row.email !== null ? 'email' : 'sms',
      email: row.email,
      phone: row.phone,
      status: verified ? 'verified' : expired(row, now) ? 'expired' : 'pending',
      account: !verified
        ? null
        : row.userId !== null && row.accountCompanyId === row.companyId
          ? 'member'
          : row.linkUsedAt !== null
            ? 'other_company'
            : 'no_account',
      can_send_again: !used(row),
      added_by: row.addedBy,
      created_at: row.createdAt.toISOString(),
      verified_at: row.verifiedAt?.toISOString() ?? null,
      link_expires_at: used(row) ? null : row.linkExpiresAt.toISOString(),
    };
  }

  function signUpPrefill(row: ClientRow): CorpClientSignUp {
    const [first = '', ...rest] = row.name.trim().split(/\s+/);
    return {
      first_name: first,
      last_name: rest.join(' '),
      email: row.email ?? '',
      phone: phoneSubscriberOf(row) ?? '',
      country_code: row.phoneCountry ?? '',
    };
  }

  /** Counts one link against the member's and the recipient's hourly budgets; 429 when either is spent. */
  async function spendSendBudget(memberId: number, recipient: string): Promise<void> {
    // the recipient is keyed by a hash: no address is written to the cache
    const keys = [
      {
        key: `corp-clients:send:member:${memberId}`,
        max: CORP_CLIENT_LIMITS.sendsPerMemberPerHour,
        reason: 'You sent many links in the last hour.',
      },
      {
        key: `corp-clients:send:to:${hashClientToken(recipient.toLowerCase())}`,
        max: CORP_CLIENT_LIMITS.sendsPerRecipientPerHour,
        reason: 'Too many links were sent to this email address or phone number.',
      },
    ];
    for (const { key, max, reason } of keys) {
      const seen = await deps.cache.peek(key);
      if (seen.count >= max) throw rateLimited(Math.max(1, seen.ttlSeconds), reason);
    }
    for (const { key } of keys) await deps.cache.incr(key, 3600);
  }

  /** the message of a new link, queued in the caller's transaction (a rollback sends nothing) */
  async function queueLink(
    tx: Db,
    client: { name: string; email: string | null; phone: string | null },
    company: string,
    addedBy: string,
    token: string,
    locale: string,
    expiresAt: Date,
    from: SiteOrigin | undefined,
  ): Promise<void> {
    // the corporate site the booker used; asked from any other host, the configured corporate site
    const site = from?.kind === 'corporate' ? from : deps.sites.ofKind('corporate');
    const url = siteLink(site, `/${locale}/external/verify-client/`, { token });
    const facts = {
      clientName: client.name,
      companyName: company,
      addedBy,
      url,
      hours: CORP_CLIENT_LINK_HOURS,
      until: `${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    };
    if (client.email !== null)
      await deps.outbox.enqueueMail(
        { to: client.email, ...clientLinkMail(locale, facts), kind: 'corp_client_verify', sensitive: true },
        tx,
      );
    else
      await deps.outbox.enqueueSms(
        { to: client.phone!, text: clientLinkSms(locale, facts), kind: 'corp_client_verify', sensitive: true },
        tx,
      );
  }

  function localeOf(given: string | undefined, fallback: string): string {
    if (given !== undefined) {
      if (!isLocale(given)) throw validationFailed([{ field: 'locale', message: 'is not a supported locale' }]);
      return given;
    }
    return isLocale(fallback) ? fallback : DEFAULT_LOCALE;
  }

  /** email or phone of an add: exactly one, normalised (lower-case email; E.164 phone with the shared helper's digits) */
  function addressOf(body: AddCorpClientBody, locale: string, company: MemberCompany) {
    const email = body.email?.trim().toLowerCase() ?? '';
    const rawPhone = body.phone?.trim() ?? '';
    if (Boolean(email) === Boolean(rawPhone))
      throw validationFailed([
        { field: rawPhone ? 'email' : 'phone', message: 'give either an email address or a phone number' },
      ]);
    if (email) return { email, phone: null, phoneCountry: null, subscriber: null };
    let country: CountryCode;
    if (body.country_code !== undefined) {
      const cc = body.country_code.toLowerCase();
      if (!isOneOf(COUNTRY_CODES, cc))
        throw validationFailed([{ field: 'country_code', message: `must be one of ${COUNTRY_CODES.join(', ')}` }]);
      country = cc;
    } else {
      country = isOneOf(COUNTRY_CODES, locale.slice(3))
        ? (locale.slice(3) as CountryCode)
        : isOneOf(COUNTRY_CODES, company.country)
          ? (company.country as CountryCode)
          : 'id';
    }
    const subscriber = subscriberNumber(rawPhone, COUNTRIES[country].phoneCode);
    if (subscriber.length < 6 || subscriber.length > 13)
      throw validationFailed([{ field: 'phone', message: 'must be a phone number of 6 to 13 digits' }]);
    return { email: null, phone: `+${COUNTRIES[country].phoneCode}${subscriber}`, phoneCountry: country, subscriber };
  }

  async function clientOfLink(token: string): Promise<ClientRow> {
    const row = await deps.repo.byTokenHash(hashClientToken(token));
    if (!row) throw linkNotFound();
    return row;
  }

  return {
    /** GET corp_clients: the member's company and its clients, newest first */
    async list(auth: AuthContext, page = 1): Promise<CorpClients> {
      const company = await memberOf(auth);
      const { rows, total } = await deps.repo.page(company.companyId, (page - 1) * PAGE_SIZE, PAGE_SIZE);
      const now = deps.now();
      const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
      return {
        company: { id: company.companyId, name: company.companyName },
        clients: rows.map((r) => view(r, now)),
        next_page: page < totalPages ? page + 1 : null,
        total_pages: totalPages,
      };
    },

    /** POST corp_clients: a new client of the member's company; its verification link is queued with it */
    async add(auth: AuthContext, body: AddCorpClientBody, from?: SiteOrigin): Promise<CorpClientLinkSent> {
      const company = await memberOf(auth);
      const name = body.name.trim();
      if (!name) throw validationFailed([{ field: 'name', message: 'must not be empty' }]);
      const locale = localeOf(body.locale, company.memberLocale);
      const address = addressOf(body, locale, company);
      if (await deps.repo.byAddress(company.companyId, address)) {
        throw conflict(
          'CORP_CLIENT_EXISTS',
          `This ${address.email ? 'email address' : 'phone number'} is already on your company's client list. Send the link again from My clients.`,
        );
      }
      const account = await deps.repo.accountFor({
        email: address.email,
        phoneSubscriber: address.subscriber,
        phoneCountry: address.phoneCountry,
      });
      if (account && account.companyId === company.companyId)
        throw conflict('CORP_CLIENT_ALREADY_MEMBER', `This person already books for ${company.companyName}.`);
      await spendSendBudget(auth.userId!, address.email ?? address.phone!);

      const now = deps.now();
      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + hours(CORP_CLIENT_LINK_HOURS));
      const id = await deps.repo.insert(
        {
          companyId: company.companyId,
          addedBy: auth.userId!,
          name,
          email: address.email,
          phone: address.phone,
          phoneCountry: address.phoneCountry,
          tokenHash: hashClientToken(token),
          linkLocale: locale,
          now,
          expiresAt,
        },
        (tx) =>
          queueLink(
            tx,
            { name, email: address.email, phone: address.phone },
            company.companyName,
            company.memberName,
            token,
            locale,
            expiresAt,
            from,
          ),
      );
      // two adds of one address at once: the unique index lets one through
      if (id === null)
        throw conflict(
          'CORP_CLIENT_EXISTS',
          `This ${address.email ? 'email address' : 'phone number'} is already on your company's client list. Send the link again from My clients.`,
        );
      const row = (await deps.repo.byId(id))!;
      return { client: view(row, now), sent_to: maskedTo(row) };
    },

    /** POST corp_clients/send_again: a new link for a client of the member's company (the older one stops working) */
    async sendAgain(auth: AuthContext, body: SendCorpClientLinkBody, from?: SiteOrigin): Promise<CorpClientLinkSent> {
      const company = await memberOf(auth);
      const row = await deps.repo.byId(body.client_id);
      // another company's client answers like an unknown one
      if (!row || row.companyId !== company.companyId) throw clientNotFound();
      if (used(row))
        throw conflict(
          'CORP_CLIENT_LINK_USED',
          row.userId !== null
            ? `${row.name} already books for ${company.companyName}.`
            : `${row.name} confirmed the link; their account books for another company.`,
        );
      const locale = localeOf(body.locale, row.linkLocale);
      const now = deps.now();
      const wait = Math.ceil(
        (row.linkSentAt.getTime() + CORP_CLIENT_LIMITS.resendAfterSeconds * 1000 - now.getTime()) / 1000,
      );
      if (wait > 0) throw rateLimited(wait);
      await spendSendBudget(auth.userId!, row.email ?? row.phone!);
      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + hours(CORP_CLIENT_LINK_HOURS));
      await deps.repo.replaceLink(
        row.id,
        { tokenHash: hashClientToken(token), linkLocale: locale, now, expiresAt },
        (locked) => {
          // checked again on the locked row: a confirm or another send may have come first
          if (locked.linkUsedAt !== null || locked.userId !== null) throw linkUsed();
          const left = Math.ceil(
            (locked.linkSentAt.getTime() + CORP_CLIENT_LIMITS.resendAfterSeconds * 1000 - now.getTime()) / 1000,
          );
          if (left > 0) throw rateLimited(left);
        },
        (tx) => queueLink(tx, row, company.companyName, row.addedBy, token, locale, expiresAt, from),
      );
      const fresh = (await deps.repo.byId(row.id))!;
      return { client: view(fresh, now), sent_to: maskedTo(fresh) };
    },

    /** GET corp_client_verify: whom a link verifies, masked, and what it can do now */
    async link(token: string): Promise<CorpClientLink> {
      const row = await clientOfLink(token);
      const now = deps.now();
      let state: CorpClientLink['state'];
      if (used(row)) state = 'used';
      else if (expired(row, now)) state = 'expired';
      else if (row.status === 'pending') state = 'ready';
      else {
        // confirmed before there was an account: if one uses the address now, Confirm joins it; else the link signs up
        const account = await deps.repo.accountFor({
          email: row.email,
          phoneSubscriber: phoneSubscriberOf(row),
          phoneCountry: row.phoneCountry,
        });
        state = account ? 'ready' : 'sign_up';
      }
      return {
        state,
        company_name: row.companyName,
        client_name: row.name,
        channel: row.email !== null ? 'email' : 'sms',
        sent_to: maskedTo(row),
        expires_at: row.linkExpiresAt.toISOString(),
        sign_up: state === 'sign_up' ? signUpPrefill(row) : null,
      };
    },

    /** POST corp_client_verify: the client is verified; the account with the address joins the company, or the link signs up */
    async verify(token: string): Promise<CorpClientVerified> {
      const found = await clientOfLink(token);
      return deps.repo.confirm(found.id, (row, account) => {
        const now = deps.now();
        if (used(row)) throw linkUsed();
        if (expired(row, now)) throw linkExpired(row.companyName);
        const base = {
          company_name: row.companyName,
          client_name: row.name,
          channel: row.email !== null ? ('email' as const) : ('sms' as const),
          sent_to: maskedTo(row),
        };
        let write: ConfirmWrite;
        let outcome: CorpClientVerified['outcome'];
        if (!account) {
          // the sign-up window starts at the first confirmation only: confirming again never extends a link
          write =
            row.status === 'verified'
              ? { kind: 'none' }
              : { kind: 'await_sign_up', now, signUpUntil: new Date(now.getTime() + hours(CORP_CLIENT_LINK_HOURS)) };
          outcome = 'sign_up';
        } else if (account.companyId === row.companyId) {
          write = { kind: 'join', userId: account.userId, now };
          outcome = 'already_member';
        } else if (account.companyId !== null) {
          write = { kind: 'used', now };
          outcome = 'other_company';
        } else {
          write = { kind: 'join', userId: account.userId, now };
          outcome = 'added';
        }
        return { write, answer: { ...base, outcome, sign_up: outcome === 'sign_up' ? signUpPrefill(row) : null } };
      });
    },

    /**
     * Sign-up with a link (signup's corp_client): checked before the account is created. The
     * sign-up's email must be an email client's (case-insensitive), or its phone a phone client's
     * number. `attach` makes the new account book for the company; false when the link was used
     * meanwhile (the account stays, without the company).
     */
    async signUpTicket(
      token: string,
      signUp: { email: string; phone: string | undefined; countryCode: string },
    ): Promise<{ attach(userId: number): Promise<boolean> }> {
      const row = await deps.repo.byTokenHash(hashClientToken(token));
      if (!row)
        throw badRequest(
          'CORP_CLIENT_LINK_INVALID',
          'This company link is not valid. Sign up without it, or open the link from your mail again.',
          [{ field: 'corp_client', message: 'is not a valid link' }],
        );
      if (used(row))
        throw conflict('CORP_CLIENT_LINK_USED', `This link was already used. Sign in to book for ${row.companyName}.`);
      if (expired(row, deps.now())) throw linkExpired(row.companyName);
      if (row.email !== null && row.email !== signUp.email.trim().toLowerCase()) {
        throw new AppError(
          'CORP_CLIENT_EMAIL_MISMATCH',
          `To book for ${row.companyName}, sign up with the email address the link was sent to.`,
          400,
          [{ field: 'email', message: 'must be the email the link was sent to' }],
        );
      }
      if (row.phone !== null) {
        const country = isOneOf(COUNTRY_CODES, signUp.countryCode) ? signUp.countryCode : row.phoneCountry;
        const phoneCode = COUNTRIES[(country ?? 'id') as CountryCode].phoneCode;
        const subscriber = subscriberNumber(signUp.phone ?? '', phoneCode);
        if (!subscriber || `+${phoneCode}${subscriber}` !== row.phone) {
          throw new AppError(
            'CORP_CLIENT_PHONE_MISMATCH',
            `To book for ${row.companyName}, sign up with the phone number the link was sent to.`,
            400,
            [{ field: 'phone', message: 'must be the number the link was sent to' }],
          );
        }
      }
      return { attach: (userId) => deps.repo.attachNewAccount(row.id, userId, deps.now()) };
    },
  };
}
export type CorporateClientService = ReturnType<typeof createCorporateClientService>;
