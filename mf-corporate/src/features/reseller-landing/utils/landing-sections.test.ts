import { landingSections, type ContentBlock } from './landing-sections';

const block = (key: string, image_url: string | null = null): ContentBlock => ({ key, title: key, body: `${key} body`, image_url });

describe('landingSections', () => {
  it('sorts blocks into hero, benefits, steps and call to action by key', () => {
    const s = landingSections([block('hero', '/h.svg'), block('benefit_commission', '/b1.svg'), block('step_1'), block('benefit_rates', '/b2.svg'), block('how_2'), block('cta')]);
    expect(s.hero?.key).toBe('hero');
    expect(s.benefits.map((b) => b.key)).toEqual(['benefit_commission', 'benefit_rates']);
    expect(s.steps.map((b) => b.key)).toEqual(['step_1', 'how_2']);
    expect(s.cta?.key).toBe('cta');
  });

  it('places unknown keys by shape and copes with no hero', () => {
    const s = landingSections([block('support', '/s.svg'), block('payout')]);
    expect(s.hero).toBeNull();
    expect(s.benefits.map((b) => b.key)).toEqual(['support']);
    expect(s.steps.map((b) => b.key)).toEqual(['payout']);
  });
});
