// Forms (react-hook-form) with the contract's schemas. Loaded only by pages with forms. The
// validator itself (schemaResolver, TypeBox) is `@rednest/shared/forms/validation`, loaded on
// first use through lazyResolver.
import './labels';

export { fieldErrorText, decodeFieldError, type FieldErrorKind } from './field-errors';
export { lazyResolver, type LazyResolver } from './lazy-resolver';
export { useForm, type SubmitHandler, type FieldErrors, type UseFormReturn } from 'react-hook-form';
