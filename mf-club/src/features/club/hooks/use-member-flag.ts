import { useEffect } from 'react';
import { session } from '@rednest/shared/session';

/**
 * The stored profile's club_member follows the API's answer (a plan bought or ended since signing
 * in), so the listing and hotel page show club prices to members and only to them. The club history
 * page keeps it (the plans page stays within its JS budget without it; the booking's finish page
 * marks a new member at once).
 */
export function useMemberFlag(clubMember: boolean | undefined) {
  useEffect(() => {
    const current = session.getUser();
    if (clubMember === undefined || !current || Boolean(current.club_member) === clubMember) return;
    session.setUserInfo({ ...current, club_member: clubMember });
  }, [clubMember]);
}
