import type { RsiteContent } from '@rednest/shared/contracts';

export type ContentBlock = RsiteContent['blocks'][number];

export interface LandingSections {
  hero: ContentBlock | null;
  benefits: ContentBlock[];
  steps: ContentBlock[];
  cta: ContentBlock | null;
}

const HERO_KEYS = new Set(['hero', 'intro', 'title', 'banner']);

/**
 * Splits the reseller_landing blocks by key: hero|intro → heading and lead, benefit* → benefit
 * cards, step*|how* → how it works, cta → the closing call to action. A block with another key
 * is placed by its shape (with an image: a benefit; without: a step) so new editorial blocks
 * show up without a release.
 */
export function landingSections(blocks: readonly ContentBlock[]): LandingSections {
  const result: LandingSections = { hero: null, benefits: [], steps: [], cta: null };
  for (const block of blocks) {
    const key = block.key.trim().toLowerCase();
    if (!result.hero && (HERO_KEYS.has(key) || key.startsWith('hero'))) result.hero = block;
    else if (!result.cta && (key === 'cta' || key.startsWith('cta_'))) result.cta = block;
    else if (key.startsWith('benefit')) result.benefits.push(block);
    else if (key.startsWith('step') || key.startsWith('how')) result.steps.push(block);
    else if (block.image_url) result.benefits.push(block);
    else result.steps.push(block);
  }
  return result;
}
