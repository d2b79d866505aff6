import { Route, Routes } from 'react-router-dom';
import { NotFoundRedirect } from '@rednest/shared/remote';
import { LoyaltyPointsPage } from './routes/loyalty-points-page';
import { MyRewardPage } from './routes/my-reward-page';
import { PromoCodePage } from './routes/promo-code-page';
import { PromocodesPage } from './routes/promocodes-page';
import { ReferAndEarnPage } from './routes/refer-and-earn-page';
import { ReferTermsPage } from './routes/refer-terms-page';
import { WhatIsRedcashPage } from './routes/what-is-redcash-page';

/**
 * Pages of mf-club under /{locale}. The shell activates this remote for every prefix it owns
 * (loyalty-plan, my-reward, refer-and-earn, promocodes, …); until their pages exist, such a path
 * goes to the locale's home (spec §2 catch-all) instead of a blank area.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="what-is-redcash" element={<WhatIsRedcashPage />} />
      <Route path="loyalty_points" element={<LoyaltyPointsPage />} />
      <Route path="my-reward" element={<MyRewardPage />} />
      <Route path="promocodes" element={<PromocodesPage />} />
      <Route path="refer-and-earn" element={<ReferAndEarnPage />} />
      <Route path="refer-and-earn/terms" element={<ReferTermsPage />} />
      <Route path="promocodes/:code" element={<PromoCodePage />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
