import { SHELL_LABELS } from './shell-labels';

describe('shell labels', () => {
  it('exist, non-empty and with the same placeholders, in en, id, vi and th', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',');
    const en = SHELL_LABELS.en;
    for (const language of ['id', 'vi', 'th'] as const) {
      for (const [key, text] of Object.entries(en)) {
        const translated = SHELL_LABELS[language][key as keyof typeof en];
        expect(translated?.trim()).toBeTruthy();
        expect(placeholders(translated)).toBe(placeholders(text));
      }
    }
  });
});
