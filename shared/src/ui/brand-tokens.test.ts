import { applyBrandTokens } from './brand-tokens';

it('sets only --rn- tokens on the root and can restore them', () => {
  const root = document.documentElement;
  const restore = applyBrandTokens({ '--rn-color-primary': '#0a7d6e', color: 'blue', '--other': 'x' });
  expect(root.style.getPropertyValue('--rn-color-primary')).toBe('#0a7d6e');
  expect(root.style.color).toBe('');
  expect(root.style.getPropertyValue('--other')).toBe('');
  restore();
  expect(root.style.getPropertyValue('--rn-color-primary')).toBe('');
});
