import { createPageTexts } from './page-texts';

const texts = (key: string) => async () => ({ default: { [key]: key } });

describe('createPageTexts: lazyWithPageTexts', () => {
  it('preload starts the component chunk and the page texts (English and the page language) before any render', async () => {
    const loaders = {
      en: jest.fn(texts('en')),
      id: jest.fn(texts('id')),
      vi: jest.fn(texts('vi')),
      th: jest.fn(texts('th')),
    };
    const { lazyWithPageTexts } = createPageTexts(loaders);
    const load = jest.fn(async () => () => null);
    const Lazy = lazyWithPageTexts(load);
    expect(load).not.toHaveBeenCalled();
    Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    // the site store starts on en-id: English is the page language too, fetched once
    expect(loaders.en).toHaveBeenCalledTimes(1);
    expect(loaders.id).not.toHaveBeenCalled();
  });

  it('a chunk that fails to preload breaks nothing', async () => {
    const { lazyWithPageTexts } = createPageTexts({
      en: texts('en'),
      id: texts('id'),
      vi: texts('vi'),
      th: texts('th'),
    });
    const Lazy = lazyWithPageTexts(() => Promise.reject(new Error('ChunkLoadError')));
    expect(() => Lazy.preload()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
