import { memoryStorage } from '@rednest/shared/testing';
import { embeddedModeFrom } from './embedded-mode';

describe('embedded mode (spec §2 query parameter web)', () => {
  it('starts with web=embedded or web=iframe and lasts for the visit', () => {
    const storage = memoryStorage();
    expect(embeddedModeFrom('?web=embedded', storage)).toBe(true);
    expect(embeddedModeFrom('', storage)).toBe(true);
    expect(embeddedModeFrom('?location=cit-jakarta', storage)).toBe(true);
    const framed = memoryStorage();
    expect(embeddedModeFrom('?web=iframe', framed)).toBe(true);
  });

  it('ends with web=0 and is off by default or for values it does not know', () => {
    const storage = memoryStorage();
    embeddedModeFrom('?web=1', storage);
    expect(embeddedModeFrom('?web=0', storage)).toBe(false);
    expect(embeddedModeFrom('', memoryStorage())).toBe(false);
    expect(embeddedModeFrom('?web=<script>', memoryStorage())).toBe(false);
  });
});
