import { SHELL_LABEL_LOADERS, SHELL_LABELS_EN } from './shell-labels';

describe('shell labels', () => {
  it('exist, non-empty and with the same placeholders, in en, id, vi and th', async () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',');
    for (const language of ['id', 'vi', 'th'] as const) {
      const texts = (await SHELL_LABEL_LOADERS[language]()).default;
      for (const [key, text] of Object.entries(SHELL_LABELS_EN)) {
        const translated = texts[key as keyof typeof SHELL_LABELS_EN];
        expect(translated?.trim()).toBeTruthy();
        expect(placeholders(translated)).toBe(placeholders(text));
      }
    }
  });
});
