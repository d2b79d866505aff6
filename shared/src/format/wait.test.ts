import { waitInWords } from './wait';

describe('waitInWords', () => {
  it.each([
    [1, 'in 1 second'],
    [42, 'in 42 seconds'],
    [60, 'in 1 minute'],
    [3290, 'in 55 minutes'],
    [3600, 'in 60 minutes'],
    [7200, 'in 2 hours'],
    [7201, 'in 3 hours'],
    [0, 'in 1 second'],
  ])('%s s → %s', (seconds, words) => {
    expect(waitInWords(seconds, 'en-id')).toBe(words);
  });

  it('speaks each site language', () => {
    expect(waitInWords(2520, 'id-id')).toBe('dalam 42 menit');
    expect(waitInWords(2520, 'vi-vn')).toMatch(/42 phút/);
    expect(waitInWords(2520, 'th-th')).toMatch(/42 นาที/);
  });

  it('an unknown locale falls back to English', () => {
    expect(waitInWords(90, 'not a locale!')).toBe('in 2 minutes');
  });
});
