import { textKeyDifferences } from '@rednest/shared/testing';
import en from './en';
import id from './id';
import vi from './vi';
import th from './th';

describe("every language has English's texts", () => {
  it('in the entry: the same keys, the same {placeholders}', () => {
    expect(textKeyDifferences({ en, id, vi, th })).toEqual({});
  });
});
