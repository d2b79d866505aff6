/**
 * The add-client form checks with the API's own body schema (AddCorpClientBodySchema): name
 * required and bounded, email in the contract's email format, phone bounded. Loaded on first
 * focus (TypeBox is not on the page's first paint), see lazyResolver.
 */
import { AddCorpClientBodySchema } from '@rednest/shared/contracts/dto';
import { schemaResolver } from '@rednest/shared/forms/validation';

export const addClientResolver = schemaResolver(AddCorpClientBodySchema, {
  messages: {
    name: { required: 'corp.error.nameRequired' },
    email: {
      required: 'corp.error.emailRequired',
      email: 'corp.error.emailInvalid',
      tooShort: 'corp.error.emailInvalid',
      tooLong: 'corp.error.emailInvalid',
    },
    phone: { tooLong: 'corp.error.phoneInvalid' },
  },
});
