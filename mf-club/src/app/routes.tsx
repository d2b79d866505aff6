import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@rednest/shared/remote';
import { lazyWithPageTexts } from '../texts/member-texts';

/** a page's chunk, loaded when its route is first drawn */
const page = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() => load().then((component) => ({ default: component })));

// One chunk per page: promo codes do not carry the points page's or redcash's code. While a page's
// chunk loads the remote renders nothing, so the shell's skeleton of the page stays in place.
const WhatIsRedcashPage = page(() => import('./routes/what-is-redcash-page').then((m) => m.WhatIsRedcashPage));
const LoyaltyPlanPage = page(() => import('./routes/loyalty-plan-page').then((m) => m.LoyaltyPlanPage));
const LoyaltyPointsPage = lazyWithPageTexts(() =>
  import('./routes/loyalty-points-page').then((m) => m.LoyaltyPointsPage),
);
const MyRewardPage = lazyWithPageTexts(() => import('./routes/my-reward-page').then((m) => m.MyRewardPage));
const PromocodesPage = page(() => import('./routes/promocodes-page').then((m) => m.PromocodesPage));
const PromoCodePage = page(() => import('./routes/promo-code-page').then((m) => m.PromoCodePage));
const ReferAndEarnPage = page(() => import('./routes/refer-and-earn-page').then((m) => m.ReferAndEarnPage));
const LoyaltyLandingPage = page(() => import('./routes/loyalty-landing-page').then((m) => m.LoyaltyLandingPage));
// the member pages fetch their texts with them (texts/member-texts.ts)
const MembershipInvoicePage = lazyWithPageTexts(() =>
  import('./routes/membership-invoice-page').then((m) => m.MembershipInvoicePage),
);
const RedclubHistoryPage = lazyWithPageTexts(() =>
  import('./routes/redclub-history-page').then((m) => m.RedclubHistoryPage),
);
const RcBenefitsPage = lazyWithPageTexts(() => import('./routes/rc-benefits-page').then((m) => m.RcBenefitsPage));
const ReferTermsPage = page(() => import('./routes/refer-terms-page').then((m) => m.ReferTermsPage));

/**
 * Pages of mf-club under /{locale}. The shell activates this remote for every prefix it owns
 * (bulk-subscription, …); until their pages exist, such a path
 * goes to the locale's home (spec §2 catch-all) instead of a blank area.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="what-is-redcash" element={<WhatIsRedcashPage />} />
        <Route path="loyalty-plan" element={<LoyaltyPlanPage />} />
        <Route path="redclub-history" element={<RedclubHistoryPage />} />
        <Route path="loyalty_landing" element={<LoyaltyLandingPage />} />
        <Route path="rc-profile-invoice/:memberId" element={<MembershipInvoicePage />} />
        <Route path="loyalty_points" element={<LoyaltyPointsPage />} />
        <Route path="rc-benefits/:bannerId" element={<RcBenefitsPage />} />
        <Route path="my-reward" element={<MyRewardPage />} />
        <Route path="promocodes" element={<PromocodesPage />} />
        <Route path="promocodes/:code" element={<PromoCodePage />} />
        <Route path="refer-and-earn" element={<ReferAndEarnPage />} />
        <Route path="refer-and-earn/terms" element={<ReferTermsPage />} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </Suspense>
  );
}
