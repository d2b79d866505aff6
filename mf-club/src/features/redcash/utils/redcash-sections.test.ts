import { redcashSections } from './redcash-sections';

const block = (key: string, title: string, body: string) => ({ key, title, body, image_url: null });

describe('redcashSections', () => {
  it('uses the intro block as the lead and shows repeated texts once', () => {
    const s = redcashSections(
      [
        { title: 'What is RedCash?', body: 'Cash back on stays.' },
        { title: 'How to earn', body: 'Stay and earn.' },
      ],
      [
        block('intro', 'What is RedCash?', 'Cash back on stays.'),
        block('earn', 'How to earn', 'Stay and earn.'),
        block('partners', 'Partner offers', 'Earn at partners too.'),
      ],
    );
    expect(s.intro?.key).toBe('intro');
    expect(s.steps.map((x) => x.title)).toEqual(['How to earn']);
    expect(s.blocks.map((b) => b.key)).toEqual(['partners']);
  });

  it('keeps everything when nothing repeats and there is no intro', () => {
    const s = redcashSections([{ title: 'Book', body: 'Book a stay.' }], [block('earn', 'Earn', 'Earn cash back.')]);
    expect(s).toEqual({
      intro: null,
      steps: [{ title: 'Book', body: 'Book a stay.' }],
      blocks: [block('earn', 'Earn', 'Earn cash back.')],
    });
  });
});
