import { landingSections, type ContentBlock } from './landing-sections';

const block = (key: string, image_url: string | null = null): ContentBlock => ({
  key,
  title: key,
  body: `${key} body`,
  image_url,
});

describe('landingSections', () => {
  it('sorts blocks into hero, benefits, how-it-works and call to action by key', () => {
    const s = landingSections([
      block('hero', '/h.svg'),
      block('commission'),
      block('step_1'),
      block('tools', '/t.svg'),
      block('signup'),
      block('how_2'),
      block('cta'),
    ]);
    expect(s.hero?.key).toBe('hero');
    expect(s.benefits.map((b) => b.key)).toEqual(['commission', 'tools']);
    expect(s.howIntro?.key).toBe('signup');
    expect(s.steps.map((b) => b.key)).toEqual(['step_1', 'how_2']);
    expect(s.cta?.key).toBe('cta');
  });

  it('copes with content that has no hero, steps or call to action', () => {
    const s = landingSections([block('support'), block('payout')]);
    expect(s).toEqual({
      hero: null,
      benefits: [block('support'), block('payout')],
      howIntro: null,
      steps: [],
      cta: null,
    });
  });
});
