import { useEffect } from 'react';
import { session } from '@rednest/shared/session';

/**
 * The stored profile's club_member follows the API's answer (a plan bought or ended since signing
 * in), so the listing and hotel page show club prices to members and only to them.
 */
export function useMemberFlag(clubMember: boolean | undefined) {
  useEffect(() => {
    const current = session.getUser();
    if (clubMember === undefined || !current || Boolean(current.club_member) === clubMember) return;
    session.setUserInfo({ ...current, club_member: clubMember });
  }, [clubMember]);
}
