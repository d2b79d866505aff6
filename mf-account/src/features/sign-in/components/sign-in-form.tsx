import type { UserInfo } from '@rednest/shared/contracts';
import { fieldErrorText, lazyResolver, useForm } from '@rednest/shared/forms';
import { useT } from '@rednest/shared/i18n';
import { useLogin } from '../api/login';
import { useAuthSubmit } from '../../../hooks/use-auth-submit';
import { TRIMMED } from '../../../utils/trimmed';
import { EmailField, PasswordField } from '../../../components/auth-field';
import { AuthForm } from '../../../components/auth-form';

/** The schemas and TypeBox load when the person first types or points in the form (or on submit), not with the page. */
const signInResolver = lazyResolver(() => import('../../../utils/auth-form-schemas').then((m) => m.signInResolver));

export interface SignInFormProps {
  onSignedIn(user: UserInfo): void;
}

/** Email + password sign-in (POST users): the login body schema first, then the server's verdict. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const t = useT();
  const login = useLogin();
  const form = useForm({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const { register, formState } = form;
  const { errors } = formState;
  const { serverError, onSubmit } = useAuthSubmit(form, async (body) => onSignedIn(await login.mutateAsync({ body })));

  return (
    <AuthForm
      onUse={signInResolver.preload}
      onSubmit={onSubmit}
      serverError={serverError}
      busy={formState.isSubmitting}
      submitLabel={t('account.signIn.submit')}
    >
      <EmailField {...register('email', TRIMMED)} error={fieldErrorText(t, errors.email)} />
      <PasswordField
        autoComplete="current-password"
        {...register('password')}
        error={fieldErrorText(t, errors.password)}
      />
    </AuthForm>
  );
}
