import { Navigate, useLocation } from 'react-router-dom';
import { ownerOfSegment } from '@rednest/shared/contracts';

/**
 * spec §2 catch-all: a path under a remote's prefixes that no page of it draws goes to the
 * locale's home (replacing the history entry), never to a blank area. Every remote's routes end
 * with `<Route path="*" element={<NotFoundRedirect />} />`.
 *
 * A path another remote owns draws nothing instead: the shell is moving the page there, and the
 * remote leaving still sees the new URL while the shell loads the one arriving (single-spa unmounts
 * the old area once the new one is loaded: seconds on a slow network). Sending the person home then
 * took them away from the page they asked for.
 */
export function NotFoundRedirect() {
  const { pathname } = useLocation();
  const owner = ownerOfSegment(pathname.split('/')[1] ?? '');
  if (owner !== null && owner !== __RN_REMOTE_NAME__) return null;
  return <Navigate to="/" replace />;
}
