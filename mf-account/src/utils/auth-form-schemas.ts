/**
 * What the sign-in and sign-up forms check: the API's own body schemas (shared contracts), made
 * stricter where the form asks more than the API, with our translated message for each failure.
 */
import { Type, type Static } from '@sinclair/typebox';
import { LoginBodySchema, SignupBodySchema } from '@rednest/shared/contracts/dto';
import { schemaResolver } from '@rednest/shared/forms/validation';

/**
 * A phone number as a person types it, local or international: 6–15 digits (E.164 allows at
 * most 15), with spaces, dashes, brackets or a plus between them. The API gets the
 * subscriber number (toSubscriberNumber).
 */
const PHONE_INPUT_PATTERN = '^(?=(?:\\D*\\d){6,15}\\D*$)[\\d\\s()+-]+$';

/**
 * The sign-up body minus what the page adds itself (country_code, locale), with a last name
 * required as firmly as the first name and the phone as typed.
 */
export const SignUpFormSchema = Type.Composite([
  Type.Omit(SignupBodySchema, ['last_name', 'phone', 'country_code', 'locale']),
  Type.Object({
    last_name: SignupBodySchema.properties.first_name,
    phone: Type.Optional(Type.String({ pattern: PHONE_INPUT_PATTERN })),
  }),
]);
export type SignUpFormValues = Static<typeof SignUpFormSchema>;

const EMAIL_MESSAGES = {
  required: 'account.error.emailRequired',
  email: 'account.error.emailInvalid',
  tooShort: 'account.error.emailInvalid',
  tooLong: 'account.error.emailInvalid',
} as const;

// trim: false — passwords are checked and sent as typed (the API does not trim them either)
export const signInResolver = schemaResolver(LoginBodySchema, {
  trim: false,
  messages: {
    email: EMAIL_MESSAGES,
    password: { required: 'account.error.passwordRequired' },
  },
});

export const signUpResolver = schemaResolver(SignUpFormSchema, {
  trim: false,
  messages: {
    first_name: { required: 'account.error.firstNameRequired' },
    last_name: { required: 'account.error.lastNameRequired' },
    email: EMAIL_MESSAGES,
    password: {
      required: 'account.error.passwordRequired',
      tooShort: 'account.error.passwordShort',
      pattern: 'account.error.passwordWeak',
    },
    phone: { pattern: 'account.error.phoneInvalid' },
  },
});
