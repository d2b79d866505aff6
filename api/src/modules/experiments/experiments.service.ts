/**
 * Experiment groups of spec §7 (get_ab_group, get_ac_group, club_price_ab_group, guest experiments,
 * the listing group) with the fields of spec §3. A subject (signed-in user, else the browser
 * session id) is placed in a group by a hash of subject and experiment, weighted, and the group is
 * stored: it stays when weights change later (sticky). No subject, or an experiment that is not
 * running: every field is 'NA' (spec §3 default).
 */
import crypto from 'node:crypto';
import type { AbGroup, AcGroup, ClubPriceGroup, GuestExperiments, ListingGroup } from '@rednest/shared/contracts';
import { EXPERIMENT_NA } from '@rednest/shared/contracts';
import type { ExperimentsRepository } from './experiments.repository.ts';

interface ExperimentDef {
  running: boolean;
  groups: { name: string; weight: number; fields: Record<string, string> }[];
}

/** Decisions (spec: "not shown"): two arms each, even weights; values are what the front end reads. */
export const EXPERIMENTS: Record<string, ExperimentDef> = {
  bod: {
    running: true,
    groups: [
      { name: 'A', weight: 50, fields: { bod_group: 'A', bod_discount_percent: '0', bod_segment: 'control' } },
      { name: 'B', weight: 50, fields: { bod_group: 'B', bod_discount_percent: '5', bod_segment: 'discount' } },
    ],
  },
  rack_rate: {
    running: true,
    groups: [
      { name: 'show', weight: 50, fields: { rack_rate_user_group: 'show' } },
      { name: 'hide', weight: 50, fields: { rack_rate_user_group: 'hide' } },
    ],
  },
  redclub_pricing: {
    running: true,
    groups: [
      { name: 'A', weight: 50, fields: { redclub_pricing_group: 'A', redclub_pricing_factor: '1.00' } },
      { name: 'B', weight: 50, fields: { redclub_pricing_group: 'B', redclub_pricing_factor: '0.95' } },
    ],
  },
  redclub_discount: {
    running: true,
    groups: [
      { name: 'A', weight: 50, fields: { redclub_discount_group: 'A', redclub_discount_percent: '5' } },
      { name: 'B', weight: 50, fields: { redclub_discount_group: 'B', redclub_discount_percent: '10' } },
    ],
  },
  club_price: {
    running: true,
    groups: [
      { name: 'control', weight: 50, fields: { club_price_factor: '1.00' } },
      { name: 'club_price', weight: 50, fields: { club_price_factor: '0.90' } },
    ],
  },
  listing: {
    running: true,
    groups: [
      { name: 'A', weight: 50, fields: { search: 'classic' } },
      { name: 'B', weight: 50, fields: { search: 'new_search' } },
    ],
  },
};

/** how long a client may keep the listing group before asking again */
const LISTING_GROUP_TTL_MS = 24 * 3600_000;

/** the bucket of a subject in an experiment: stable across processes and machines */
export function bucketOf(subject: string, experiment: string, groups: ExperimentDef['groups']): string {
  const total = groups.reduce((sum, g) => sum + g.weight, 0);
  const roll = crypto.createHash('sha256').update(`${experiment}:${subject}`).digest().readUInt32BE(0) % total;
  let acc = 0;
  for (const group of groups) {
    acc += group.weight;
    if (roll < acc) return group.name;
  }
  return groups[groups.length - 1]!.name;
}

export function subjectOf(userId: number | null, visitorId: string | undefined): string | null {
  if (userId !== null) return `u:${userId}`;
  return visitorId ? `v:${visitorId}` : null;
}

export function createExperimentsService(deps: {
  repo: ExperimentsRepository;
  now: () => Date;
  experiments?: Record<string, ExperimentDef>;
}) {
  const experiments = deps.experiments ?? EXPERIMENTS;

  /** the group of each named running experiment for the subject, assigning (and storing) missing ones */
  async function groupsOf(subject: string | null, keys: string[]): Promise<Map<string, string>> {
    const running = keys.filter((k) => experiments[k]?.running);
    if (!subject || !running.length) return new Map();
    const stored = await deps.repo.assignments(subject, running);
    const missing = running
      .filter((k) => !stored.has(k))
      .map((k) => ({ experiment: k, group: bucketOf(subject, k, experiments[k]!.groups) }));
    if (missing.length) {
      await deps.repo.assign(subject, missing);
      // another request may have won the race: read back what is stored
      const again = await deps.repo.assignments(
        subject,
        missing.map((m) => m.experiment),
      );
      for (const [k, g] of again) stored.set(k, g);
    }
    return stored;
  }

  /** the fields of each experiment's group; 'NA' for every field of an experiment without one */
  function fieldsOf(groups: Map<string, string>, keys: string[]): Record<string, string> {
    const out: Record<string, string> = {};
    for (const key of keys) {
      const def = experiments[key];
      if (!def) continue;
      const names = Object.keys(def.groups[0]!.fields);
      const group = def.groups.find((g) => g.name === groups.get(key));
      for (const name of names) out[name] = group?.fields[name] ?? EXPERIMENT_NA;
    }
    return out;
  }

  return {
    async abGroup(subject: string | null): Promise<AbGroup> {
      const keys = ['bod', 'rack_rate'];
      const f = fieldsOf(await groupsOf(subject, keys), keys);
      return {
        bod_group: f.bod_group!,
        bod_discount_percent: f.bod_discount_percent!,
        bod_segment: f.bod_segment!,
        rack_rate_user_group: f.rack_rate_user_group!,
      };
    },
    async acGroup(subject: string | null): Promise<AcGroup> {
      const keys = ['redclub_pricing', 'redclub_discount'];
      const f = fieldsOf(await groupsOf(subject, keys), keys);
      return {
        redclub_pricing_factor: f.redclub_pricing_factor!,
        redclub_discount_group: f.redclub_discount_group!,
        redclub_pricing_group: f.redclub_pricing_group!,
        redclub_discount_percent: f.redclub_discount_percent!,
      };
    },
    async clubPriceGroup(subject: string | null): Promise<ClubPriceGroup> {
      const groups = await groupsOf(subject, ['club_price']);
      const f = fieldsOf(groups, ['club_price']);
      return { group: groups.get('club_price') ?? EXPERIMENT_NA, redclub_pricing_factor: f.club_price_factor! };
    },
    async guestExperiments(subject: string | null): Promise<GuestExperiments> {
      const keys = Object.keys(experiments);
      const groups = await groupsOf(subject, keys);
      return { guest_ab_experiments: Object.fromEntries(keys.map((k) => [k, groups.get(k) ?? EXPERIMENT_NA])) };
    },
    async listingGroup(subject: string | null, signedIn: boolean): Promise<ListingGroup> {
      const groups = await groupsOf(subject, ['listing']);
      const f = fieldsOf(groups, ['listing']);
      return {
        group: groups.get('listing') ?? EXPERIMENT_NA,
        search: f.search!,
        expiry: new Date(deps.now().getTime() + LISTING_GROUP_TTL_MS).toISOString(),
        // spec §9: a guest's default bouquet group is T, segment guest
        user: { group: 'T', user_segment: signedIn ? 'member' : 'guest' },
      };
    },
  };
}
