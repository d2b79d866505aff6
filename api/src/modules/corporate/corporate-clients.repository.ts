/** Corporate clients (corp_clients, corp_client_verify): the only corporate-client file that touches the database. */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COUNTRIES, type CountryCode } from '@rednest/shared/contracts/locales';
import type { Db } from '../../db/client.ts';
import { corporateClients, corporateCompanies, corporateMembers } from '../../db/schema/corporate.ts';
import { users } from '../../db/schema/platform.ts';

export interface MemberCompany {
  companyId: number;
  companyName: string;
  country: string;
  memberName: string;
  memberLocale: string;
}

export interface ClientRow {
  id: number;
  companyId: number;
  companyName: string;
  name: string;
  email: string | null;
  phone: string | null;
  phoneCountry: string | null;
  status: 'pending' | 'verified';
  userId: number | null;
  /** the company the client's account books for now (its own, another one, or none) */
  accountCompanyId: number | null;
  addedBy: string;
  linkLocale: string;
  linkSentAt: Date;
  linkExpiresAt: Date;
  linkUsedAt: Date | null;
  createdAt: Date;
  verifiedAt: Date | null;
}

export interface NewClient {
  companyId: number;
  addedBy: number;
  name: string;
  email: string | null;
  phone: string | null;
  phoneCountry: string | null;
  tokenHash: string;
  linkLocale: string;
  now: Date;
  expiresAt: Date;
}

/** an account that answers for an address: its id and the company it books for (null: none) */
export interface AddressAccount {
  userId: number;
  companyId: number | null;
}

export function createCorporateClientRepository(db: Db) {
  const adder = alias(users, 'adder');
  const account = alias(corporateMembers, 'account_member');
  const columns = {
    id: corporateClients.id,
    companyId: corporateClients.companyId,
    companyName: corporateCompanies.name,
    name: corporateClients.name,
    email: corporateClients.email,
    phone: corporateClients.phone,
    phoneCountry: corporateClients.phoneCountry,
    status: corporateClients.status,
    userId: corporateClients.userId,
    accountCompanyId: account.companyId,
    addedBy: sql<string>`coalesce(trim(${adder.firstName} || ' ' || ${adder.lastName}), '')`,
    linkLocale: corporateClients.linkLocale,
    linkSentAt: corporateClients.linkSentAt,
    linkExpiresAt: corporateClients.linkExpiresAt,
    linkUsedAt: corporateClients.linkUsedAt,
    createdAt: corporateClients.createdAt,
    verifiedAt: corporateClients.verifiedAt,
  };
  const select = (on: Db = db) =>
    on
      .select(columns)
      .from(corporateClients)
      .innerJoin(corporateCompanies, eq(corporateCompanies.id, corporateClients.companyId))
      .leftJoin(adder, eq(adder.id, corporateClients.addedBy))
      .leftJoin(account, eq(account.userId, corporateClients.userId));

  /** the account an address belongs to: the email's (case-insensitive), or a VERIFIED phone in that country (a number anyone can type into a profile proves nothing) */
  async function accountFor(
    on: Db,
    address: { email: string | null; phoneSubscriber: string | null; phoneCountry: string | null },
  ): Promise<AddressAccount | null> {
    const where =
      address.email !== null
        ? sql`lower(${users.email}) = lower(${address.email})`
        : and(
            eq(users.phone, address.phoneSubscriber ?? ''),
            eq(users.countryCode, address.phoneCountry ?? ''),
            isNotNull(users.phoneVerifiedAt),
          );
    const [row] = await on
      .select({ userId: users.id, companyId: corporateMembers.companyId })
      .from(users)
      .leftJoin(corporateMembers, eq(corporateMembers.userId, users.id))
      .where(where)
      .orderBy(users.id)
      .limit(1);
    return row ?? null;
  }

  return {
    accountFor: (address: Parameters<typeof accountFor>[1]) => accountFor(db, address),

    /** the company a user books for (a member may add and list its clients); null: not a member */
    async memberCompany(userId: number): Promise<MemberCompany | null> {
      const [row] = await db
        .select({
          companyId: corporateCompanies.id,
          companyName: corporateCompanies.name,
          country: corporateCompanies.country,
          memberName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
          memberLocale: users.locale,
        })
        .from(corporateMembers)
        .innerJoin(corporateCompanies, eq(corporateCompanies.id, corporateMembers.companyId))
        .innerJoin(users, eq(users.id, corporateMembers.userId))
        .where(eq(corporateMembers.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** a company's clients, newest first, one page, and how many it has */
    async page(companyId: number, offset: number, limit: number): Promise<{ rows: ClientRow[]; total: number }> {
      const rows = await select()
        .where(eq(corporateClients.companyId, companyId))
        .orderBy(desc(corporateClients.createdAt), desc(corporateClients.id))
        .limit(limit)
        .offset(offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(corporateClients)
        .where(eq(corporateClients.companyId, companyId));
      return { rows: rows as ClientRow[], total: count?.n ?? 0 };
    },

    async byId(id: number): Promise<ClientRow | null> {
      const [row] = await select().where(eq(corporateClients.id, id)).limit(1);
      return (row as ClientRow | undefined) ?? null;
    },

    async byTokenHash(tokenHash: string): Promise<ClientRow | null> {
      const [row] = await select().where(eq(corporateClients.tokenHash, tokenHash)).limit(1);
      return (row as ClientRow | undefined) ?? null;
    },

    /** the company's client with this address, if any */
    async byAddress(
      companyId: number,
      address: { email: string | null; phone: string | null },
    ): Promise<ClientRow | null> {
      const match =
        address.email !== null
          ? eq(corporateClients.email, address.email)
          : eq(corporateClients.phone, address.phone ?? '');
      const [row] = await select()
        .where(and(eq(corporateClients.companyId, companyId), match))
        .limit(1);
      return (row as ClientRow | undefined) ?? null;
    },

    /**
     * Writes a new client and, in the same transaction, queues its link (`inTx`): a failed send
     * writes nothing. Null when the company already has a client with this address (the unique
     * indexes decide, so two adds at once make one row).
     */
    async insert(client: NewClient, inTx: (tx: Db) => Promise<void>): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(corporateClients)
          .values({
            companyId: client.companyId,
            addedBy: client.addedBy,
            name: client.name,
            email: client.email,
            phone: client.phone,
            phoneCountry: client.phoneCountry,
            tokenHash: client.tokenHash,
            linkLocale: client.linkLocale,
            linkSentAt: client.now,
            linkExpiresAt: client.expiresAt,
            createdAt: client.now,
          })
          .onConflictDoNothing()
          .returning({ id: corporateClients.id });
        if (!row) return null;
        await inTx(tx as unknown as Db);
        return row.id;
      });
    },

    /**
     * A new link for a client (the older one stops working), with the row locked so two sends at
     * once take turns: `check` sees the locked row and may refuse (throw); `inTx` queues the message.
     */
    async replaceLink(
      id: number,
      link: { tokenHash: string; linkLocale: string; now: Date; expiresAt: Date },
      check: (row: { linkSentAt: Date; linkUsedAt: Date | null; userId: number | null }) => void,
      inTx: (tx: Db) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            linkSentAt: corporateClients.linkSentAt,
            linkUsedAt: corporateClients.linkUsedAt,
            userId: corporateClients.userId,
          })
          .from(corporateClients)
          .where(eq(corporateClients.id, id))
          .for('update');
        if (!row) throw new Error(`corporate client ${id} vanished`);
        check(row);
        await tx
          .update(corporateClients)
          .set({
            tokenHash: link.tokenHash,
            linkLocale: link.linkLocale,
            linkSentAt: link.now,
            linkExpiresAt: link.expiresAt,
          })
          .where(eq(corporateClients.id, id));
        await inTx(tx as unknown as Db);
      });
    },

    /**
     * Confirms a link, with the client's row locked (two confirms at once take turns): `decide`
     * sees the row as it is now and the account that answers for its address, and says what to
     * write. A new membership is inserted only if the account books for no company yet (one
     * company per user): `member` answers whether the account now books for the client's company.
     */
    async confirm<T>(
      id: number,
      decide: (row: ClientRow, account: AddressAccount | null) => { write: ConfirmWrite; answer: T },
    ): Promise<T> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: corporateClients.id })
          .from(corporateClients)
          .where(eq(corporateClients.id, id))
          .for('update');
        const row = (
          await select(tx as unknown as Db)
            .where(eq(corporateClients.id, id))
            .limit(1)
        )[0] as ClientRow | undefined;
        if (!row) throw new Error(`corporate client ${id} vanished`);
        const found = await accountFor(tx as unknown as Db, {
          email: row.email,
          phoneSubscriber: phoneSubscriberOf(row),
          phoneCountry: row.phoneCountry,
        });
        const { write, answer } = decide(row, found);
        await applyWrite(tx as unknown as Db, row, write);
        return answer;
      });
    },

    /** sign-up with a link: the new account books for the company if the link still may do that (false when another sign-up or confirm used it first) */
    async attachNewAccount(id: number, userId: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            linkUsedAt: corporateClients.linkUsedAt,
            companyId: corporateClients.companyId,
            linkExpiresAt: corporateClients.linkExpiresAt,
          })
          .from(corporateClients)
          .where(eq(corporateClients.id, id))
          .for('update');
        if (!row || row.linkUsedAt !== null || row.linkExpiresAt.getTime() <= now.getTime()) return false;
        const added = await tx
          .insert(corporateMembers)
          .values({ userId, companyId: row.companyId })
          .onConflictDoNothing()
          .returning({ userId: corporateMembers.userId });
        if (added.length === 0) return false;
        await tx
          .update(corporateClients)
          .set({
            userId,
            linkUsedAt: now,
            status: 'verified',
            verifiedAt: sql`coalesce(${corporateClients.verifiedAt}, ${now})`,
          })
          .where(eq(corporateClients.id, id));
        return true;
      });
    },
  };

  async function applyWrite(tx: Db, row: ClientRow, write: ConfirmWrite): Promise<void> {
    if (write.kind === 'none') return;
    const verifiedAt = row.verifiedAt ?? write.now;
    if (write.kind === 'join') {
      await tx
        .insert(corporateMembers)
        .values({ userId: write.userId, companyId: row.companyId })
        .onConflictDoNothing();
      await tx
        .update(corporateClients)
        .set({ status: 'verified', verifiedAt, userId: write.userId, linkUsedAt: write.now })
        .where(eq(corporateClients.id, row.id));
    } else if (write.kind === 'used') {
      await tx
        .update(corporateClients)
        .set({ status: 'verified', verifiedAt, linkUsedAt: write.now })
        .where(eq(corporateClients.id, row.id));
    } else {
      await tx
        .update(corporateClients)
        .set({ status: 'verified', verifiedAt, linkExpiresAt: write.signUpUntil })
        .where(eq(corporateClients.id, row.id));
    }
  }
}

/**
 * What confirming writes: join (the account books for the company; the link is used) · used (the
 * link is used, no membership: the account books for another company) · await_sign_up (verified;
 * the same link signs up until `signUpUntil`) · none.
 */
export type ConfirmWrite =
  | { kind: 'join'; userId: number; now: Date }
  | { kind: 'used'; now: Date }
  | { kind: 'await_sign_up'; now: Date; signUpUntil: Date }
  | { kind: 'none' };

/** the subscriber digits of a phone client's E.164 number (users keep the number without the country code) */
export function phoneSubscriberOf(row: { phone: string | null; phoneCountry: string | null }): string | null {
  if (row.phone === null || row.phoneCountry === null) return null;
  const code = COUNTRIES[row.phoneCountry as CountryCode]?.phoneCode ?? '';
  return row.phone.startsWith(`+${code}`) ? row.phone.slice(code.length + 1) : row.phone.replace(/^\+/, '');
}

export type CorporateClientRepository = ReturnType<typeof createCorporateClientRepository>;
