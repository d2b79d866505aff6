import { Route, Routes } from 'react-router-dom';
import { WhatIsRedcashPage } from './routes/what-is-redcash-page';

/**
 * Pages of mf-club under /{locale}. The shell activates this remote for every prefix it owns
 * (loyalty-plan, my-reward, refer-and-earn, promocodes, …); the others arrive with the club
 * issue. `*` renders null so a path this remote does not draw never shows twice.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="what-is-redcash" element={<WhatIsRedcashPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
