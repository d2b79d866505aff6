import { Navigate } from 'react-router-dom';

/**
 * spec §2 catch-all: a path under a remote's prefixes that no page of it draws goes to the
 * locale's home (replacing the history entry), never to a blank area. Every remote's routes end
 * with `<Route path="*" element={<NotFoundRedirect />} />`.
 */
export function NotFoundRedirect() {
  return <Navigate to="/" replace />;
}
