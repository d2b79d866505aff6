import { textKeyDifferences } from '@rednest/shared/testing';
import en from './en';
import id from './id';
import vi from './vi';
import th from './th';
import pagesEn from './pages/en';
import pagesId from './pages/id';
import pagesVi from './pages/vi';
import pagesTh from './pages/th';

describe("every language has English's texts", () => {
  it('in the entry: the same keys, the same {placeholders}', () => {
    expect(textKeyDifferences({ en, id, vi, th })).toEqual({});
  });
  it('in the page texts fetched on demand', () => {
    expect(textKeyDifferences({ en: pagesEn, id: pagesId, vi: pagesVi, th: pagesTh })).toEqual({});
  });
});
