/**
 * Corporate clients (spec §2 add-new-client, my-clients, /external/verify-client/ and
 * §7 corp_client_verify): a company's booker adds a colleague by name and email or phone; a
 * verification link goes to that address; confirming it makes the colleague's account book for
 * the company (or the account is created from the link). Rules: api/README.md "Corporate clients".
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  CORP_CLIENT_ACCOUNT_STATES,
  CORP_CLIENT_LINK_STATES,
  CORP_CLIENT_OUTCOMES,
  CORP_CLIENT_STATUSES,
} from '../constants';
import { BoundedInteger, LiteralUnion, Nullable, OptionalText, PageNumber, Text } from './kit';
import { EmailSchema } from './account';

export const CORP_CLIENT_NAME_MAX_LENGTH = 120;
/** a verification link's token: 32 random bytes, base64url (43 characters) */
export const CORP_CLIENT_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

const Channel = LiteralUnion(['email', 'sms'] as const);

export const CorpClientsQuerySchema = Type.Object({ page: Type.Optional(PageNumber({ default: 1 })) });
export type CorpClientsQuery = Static<typeof CorpClientsQuerySchema>;

export const CorpClientSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  channel: Channel,
  /** the address as the booker gave it (lower case) for an email client, else null */
  email: Nullable(Type.String()),
  /** E.164 (+6281234567890) for a phone client, else null */
  phone: Nullable(Type.String()),
  status: LiteralUnion(CORP_CLIENT_STATUSES),
  /** once verified: member, no_account (the link still signs up: send it again if it ran out) or other_company; null before */
  account: Nullable(LiteralUnion(CORP_CLIENT_ACCOUNT_STATES)),
  /** a new link can be sent (pending, expired, or verified without an account yet) */
  can_send_again: Type.Boolean(),
  /** the booker who added the client (first and last name) */
  added_by: Type.String(),
  created_at: Type.String({ description: 'ISO 8601' }),
  verified_at: Nullable(Type.String({ description: 'ISO 8601' })),
  /** when the newest link stops working; null once it was used */
  link_expires_at: Nullable(Type.String({ description: 'ISO 8601' })),
});
export type CorpClient = Static<typeof CorpClientSchema>;

export const CorpClientsSchema = Type.Object({
  company: Type.Object({ id: Type.Integer(), name: Type.String() }),
  clients: Type.Array(CorpClientSchema),
  next_page: Nullable(Type.Integer()),
  total_pages: Type.Integer(),
});
export type CorpClients = Static<typeof CorpClientsSchema>;

export const AddCorpClientBodySchema = Type.Object({
  name: Text({ minLength: 1, maxLength: CORP_CLIENT_NAME_MAX_LENGTH }),
  /** one of email or phone */
  email: Type.Optional(EmailSchema),
  phone: OptionalText(20),
  /** the phone's country (id, sg, …); default the locale's, else the company's */
  country_code: OptionalText(4),
  /** the language and site of the link (en-id, th-th, …); default the booker's */
  locale: OptionalText(10),
});
export type AddCorpClientBody = Static<typeof AddCorpClientBodySchema>;

export const SendCorpClientLinkBodySchema = Type.Object({
  client_id: BoundedInteger(1, 2_147_483_647),
  locale: OptionalText(10),
});
export type SendCorpClientLinkBody = Static<typeof SendCorpClientLinkBodySchema>;

/** the answer of an add or a send again: the client and where the link went, masked */
export const CorpClientLinkSentSchema = Type.Object({
  client: CorpClientSchema,
  sent_to: Type.String({ description: 'd***@example.com or +62 ••• 7890' }),
});
export type CorpClientLinkSent = Static<typeof CorpClientLinkSentSchema>;

const Token = Text({ minLength: 1, maxLength: 100, description: 'the token of the verification link' });

export const CorpClientVerifyQuerySchema = Type.Object({ token: Token });
export type CorpClientVerifyQuery = Static<typeof CorpClientVerifyQuerySchema>;
export const CorpClientVerifyBodySchema = Type.Object({ token: Token });
export type CorpClientVerifyBody = Static<typeof CorpClientVerifyBodySchema>;

/** sign-up's prefill from a link (read from the client, never from the URL) */
export const CorpClientSignUpSchema = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  /** the client's email ('' for a phone client) */
  email: Type.String(),
  /** the client's number without the country code ('' for an email client) */
  phone: Type.String(),
  country_code: Type.String(),
});
export type CorpClientSignUp = Static<typeof CorpClientSignUpSchema>;

/** GET corp_client_verify: whom a link verifies and what it can do now */
export const CorpClientLinkSchema = Type.Object({
  state: LiteralUnion(CORP_CLIENT_LINK_STATES),
  company_name: Type.String(),
  client_name: Type.String(),
  channel: Channel,
  /** the address, masked */
  sent_to: Type.String(),
  expires_at: Type.String({ description: 'ISO 8601' }),
  /** state sign_up: the sign-up form's prefill; null otherwise */
  sign_up: Nullable(CorpClientSignUpSchema),
});
export type CorpClientLink = Static<typeof CorpClientLinkSchema>;

/** POST corp_client_verify: the client is verified; what happened to the account */
export const CorpClientVerifiedSchema = Type.Object({
  outcome: LiteralUnion(CORP_CLIENT_OUTCOMES),
  company_name: Type.String(),
  client_name: Type.String(),
  channel: Channel,
  sent_to: Type.String(),
  /** outcome sign_up: the sign-up form's prefill (the same link signs up); null otherwise */
  sign_up: Nullable(CorpClientSignUpSchema),
});
export type CorpClientVerified = Static<typeof CorpClientVerifiedSchema>;
