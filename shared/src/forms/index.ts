// Forms (our useForm, use-form.ts) with the contract's schemas. Loaded only by pages with forms. The
// validator itself (schemaResolver, TypeBox) is `@rednest/shared/forms/validation`, loaded on
// first use through lazyResolver.
import './labels';

export { fieldErrorText, decodeFieldError, type FieldErrorKind } from './field-errors';
export { lazyResolver, type LazyResolver } from './lazy-resolver';
export {
  useForm,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type ResolverResult,
  type SubmitHandler,
  type UseFormOptions,
  type UseFormReturn,
} from './use-form';
