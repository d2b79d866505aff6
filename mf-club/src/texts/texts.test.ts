import { textKeyDifferences } from '@rednest/shared/testing';
import en from './en';
import id from './id';
import vi from './vi';
import th from './th';
import memberEn from './member/en';
import memberId from './member/id';
import memberVi from './member/vi';
import memberTh from './member/th';

describe("every language has English's texts", () => {
  it('in the entry: the same keys, the same {placeholders}', () => {
    expect(textKeyDifferences({ en, id, vi, th })).toEqual({});
  });
  it("in the member pages' texts fetched with them", () => {
    expect(textKeyDifferences({ en: memberEn, id: memberId, vi: memberVi, th: memberTh })).toEqual({});
  });
});
