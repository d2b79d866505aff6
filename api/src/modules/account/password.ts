import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum (19 MiB, 2 passes): safe, and fast enough for sign-in on 2 cores.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the email is unknown, so both cases take the same time. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword('rednest-timing-equaliser'));
