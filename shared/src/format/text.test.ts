import { dropEmpty, normalisePhone } from './text';

describe('normalisePhone (spec §5)', () => {
  it.each([
    ['0812-3456-7890', '81234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['(0) 91 234', '91234'],
    ['00', ''],
    ['', ''],
  ])('%s → %s', (input, output) => {
    expect(normalisePhone(input)).toBe(output);
  });
  it('handles null', () => expect(normalisePhone(null)).toBe(''));
});

describe('dropEmpty (spec §5)', () => {
  it('drops empty and blank strings, null and undefined, keeps 0 and false', () => {
    expect(dropEmpty({ a: '', b: '  ', c: null, d: undefined, e: 0, f: false, g: 'x', h: [] })).toEqual({
      e: 0,
      f: false,
      g: 'x',
      h: [],
    });
  });
});
