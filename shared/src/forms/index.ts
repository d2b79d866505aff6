// Form validation with the contract's schemas (react-hook-form). Loaded only by pages with forms.
import './labels';

export { schemaResolver, fieldErrorText, decodeFieldError, type FieldErrorKind, type SchemaResolverOptions } from './schema-resolver';
export { useForm, Controller, type SubmitHandler, type FieldErrors, type UseFormReturn } from 'react-hook-form';
