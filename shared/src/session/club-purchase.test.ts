import { clubPurchase, endClubPurchase, startClubPurchase } from './club-purchase';

beforeEach(() => window.localStorage.clear());

test('a plan ordered alone is remembered by its ids until it is paid or cancelled', () => {
  expect(clubPurchase()).toBeNull();
  startClubPurchase({ memberId: 42, planId: 3 });
  expect(window.localStorage.getItem('redClubPurchase')).toBe('true');
  expect(clubPurchase()).toEqual({ memberId: 42, planId: 3 });
  endClubPurchase();
  expect(clubPurchase()).toBeNull();
  expect(window.localStorage.getItem('addClubMembershipId')).toBeNull();
});

test('a flag without ids, or with ids that are not ids, is no purchase', () => {
  window.localStorage.setItem('redClubPurchase', 'true');
  window.localStorage.setItem('addClubMembershipId', '12; drop');
  window.localStorage.setItem('selectedRCPlanId', '1');
  expect(clubPurchase()).toBeNull();
  window.localStorage.setItem('addClubMembershipId', '12');
  window.localStorage.setItem('redClubPurchase', 'false');
  expect(clubPurchase()).toBeNull();
});
