import type { RsiteContent } from '@rednest/shared/contracts';

export type ContentBlock = RsiteContent['blocks'][number];

export interface LandingSections {
  hero: ContentBlock | null;
  benefits: ContentBlock[];
  /** the block that introduces the sign-up journey (key signup|join|how_it_works) */
  howIntro: ContentBlock | null;
  steps: ContentBlock[];
  cta: ContentBlock | null;
}

const HERO_KEYS = new Set(['hero', 'intro', 'banner']);
const HOW_INTRO_KEYS = new Set(['signup', 'sign_up', 'join', 'how_it_works', 'process']);

/**
 * Splits the reseller_landing blocks by key: hero|intro → heading, lead and image; cta → the
 * closing call to action; signup|join|how_it_works → the lead of "How it works"; step_*|how_* →
 * numbered steps; every other key is a benefit (commission, tools, …), so a new editorial
 * benefit shows without a release.
 */
export function landingSections(blocks: readonly ContentBlock[]): LandingSections {
  const result: LandingSections = { hero: null, benefits: [], howIntro: null, steps: [], cta: null };
  for (const block of blocks) {
    const key = block.key.trim().toLowerCase();
    if (!result.hero && (HERO_KEYS.has(key) || key.startsWith('hero'))) result.hero = block;
    else if (!result.cta && (key === 'cta' || key.startsWith('cta_'))) result.cta = block;
    else if (!result.howIntro && HOW_INTRO_KEYS.has(key)) result.howIntro = block;
    else if (key.startsWith('step') || key.startsWith('how_')) result.steps.push(block);
    else result.benefits.push(block);
  }
  return result;
}
