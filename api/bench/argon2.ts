/**
 * `npx tsx bench/argon2.ts [--rounds 20]` (api/)
 *
 * The password-hash figures, printed (never asserted): the argon2id parameters the API uses
 * (read back from a hash it makes, so the figure is what ships) and how long one hash and one
 * verify take on this machine: median, p95 and max over --rounds, one at a time.
 */
import { parseArgs } from 'node:util';
import { hashPassword, verifyPassword } from '../src/modules/account/password.ts';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
const ROUNDS = Number(args.rounds);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

const sample = await hashPassword('bench-Password-1');
// $argon2id$v=19$m=19456,t=2,p=1$salt$hash
const [, variant, version, params] = sample.split('$');
console.log(
  `argon2 parameters (from a hash the API makes): ${variant} ${version} ${params} → ${(Number(/m=(\d+)/.exec(params!)![1]) / 1024).toFixed(0)} MiB, ${/t=(\d+)/.exec(params!)![1]} passes, ${/p=(\d+)/.exec(params!)![1]} lane`,
);

const hashes: number[] = [];
const verifies: number[] = [];
for (let i = 0; i < ROUNDS; i += 1) {
  let t = performance.now();
  const h = await hashPassword(`bench-Password-${i}`);
  hashes.push(performance.now() - t);
  t = performance.now();
  if (!(await verifyPassword(h, `bench-Password-${i}`))) throw new Error('verify failed');
  verifies.push(performance.now() - t);
}
console.log(
  `hash   over ${ROUNDS}: median ${ms(pct(hashes, 50))}, p95 ${ms(pct(hashes, 95))}, max ${ms(Math.max(...hashes))}`,
);
console.log(
  `verify over ${ROUNDS}: median ${ms(pct(verifies, 50))}, p95 ${ms(pct(verifies, 95))}, max ${ms(Math.max(...verifies))}`,
);
