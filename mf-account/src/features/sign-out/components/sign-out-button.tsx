import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import { useSignOut } from '../api/logout';

export interface SignOutButtonProps {
  /** called before the session is cleared (the page stops guarding against guests) */
  onStart?(): void;
  onSignedOut(): void;
  className?: string;
  /** sign out on every device of the user (DELETE logout?everywhere=true) */
  everywhere?: boolean;
}

/** "Sign out": revokes the token (DELETE logout), clears the session, then hands over to the page. */
export function SignOutButton({ onStart, onSignedOut, className, everywhere = false }: SignOutButtonProps) {
  const t = useT();
  const { signOut, pending } = useSignOut();
  return (
    <Button
      type="button"
      variant="secondary"
      loading={pending}
      className={className}
      onClick={async () => {
        onStart?.();
        await signOut(everywhere);
        onSignedOut();
      }}
    >
      {t(everywhere ? 'account.signOutEverywhere' : 'account.signOut')}
    </Button>
  );
}
