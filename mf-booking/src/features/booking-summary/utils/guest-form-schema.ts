/**
 * The guest details of book_now (the API's own body schema, shared contracts), as the summary's
 * form asks them: names, email, phone and a request for the hotel.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BookNowBodySchema } from '@rednest/shared/contracts/dto';
import { schemaResolver } from '@rednest/shared/forms/validation';

export const GuestFormSchema = Type.Pick(BookNowBodySchema, [
  'first_name',
  'last_name',
  'email',
  'phone',
  'special_request',
]);
export type GuestFormValues = Static<typeof GuestFormSchema>;

export const guestResolver = schemaResolver(GuestFormSchema, {
  messages: {
    first_name: { required: 'booking.details.firstNameRequired', tooShort: 'booking.details.firstNameRequired' },
    email: {
      required: 'booking.details.emailRequired',
      email: 'booking.details.emailInvalid',
      tooShort: 'booking.details.emailInvalid',
      pattern: 'booking.details.emailInvalid',
    },
    phone: {
      required: 'booking.details.phoneRequired',
      tooShort: 'booking.details.phoneInvalid',
      pattern: 'booking.details.phoneInvalid',
      tooLong: 'booking.details.phoneInvalid',
    },
  },
});
