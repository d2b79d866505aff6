import type { LoyaltyPrograms, RsiteContent } from '@rednest/shared/contracts';

type Block = RsiteContent['blocks'][number];
type Step = LoyaltyPrograms['redcash']['how_it_works'][number];

export interface RedcashSections {
  /** the intro/hero block: the page's lead (with its illustration) */
  intro: Block | null;
  steps: Step[];
  /** content blocks that add something the steps do not already say */
  blocks: Block[];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Combines loyalty_programs.redcash.how_it_works with the what_is_redcash content blocks. The
 * two sources are edited separately and often repeat each other (the API seeds both from the
 * same copy), so a step that repeats the intro and a block that repeats a step are shown once.
 */
export function redcashSections(steps: readonly Step[], blocks: readonly Block[]): RedcashSections {
  const intro = blocks.find((b) => b.key === 'intro' || b.key === 'hero') ?? null;
  const shownSteps = steps.filter((s) => !intro || !same(s.body, intro.body));
  const rest = blocks.filter(
    (b) => b !== intro && !shownSteps.some((s) => same(s.title, b.title) || same(s.body, b.body)),
  );
  return { intro, steps: shownSteps, blocks: rest };
}
