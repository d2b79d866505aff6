/** Sticky experiment groups: the only experiments file that touches the database. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { experimentAssignments } from '../../db/schema/discovery.ts';

export function createExperimentsRepository(db: Db) {
  return {
    async assignments(subject: string, experiments: string[]): Promise<Map<string, string>> {
      const rows = await db
        .select({ experiment: experimentAssignments.experiment, group: experimentAssignments.groupName })
        .from(experimentAssignments)
        .where(and(eq(experimentAssignments.subject, subject), inArray(experimentAssignments.experiment, experiments)));
      return new Map(rows.map((r) => [r.experiment, r.group]));
    },

    /** first writer wins: two requests racing for the same subject end with one group */
    async assign(subject: string, groups: { experiment: string; group: string }[]): Promise<void> {
      if (!groups.length) return;
      await db
        .insert(experimentAssignments)
        .values(groups.map((g) => ({ subject, experiment: g.experiment, groupName: g.group })))
        .onConflictDoNothing();
    },
  };
}

export type ExperimentsRepository = ReturnType<typeof createExperimentsRepository>;
