import './labels';

export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { TextField, type TextFieldProps } from './components/text-field';
// loaded when first shown (components/overlays.tsx)
export {
  Drawer,
  Modal,
  ToastHost,
  type DrawerProps,
  type ModalProps,
  type ToastHostProps,
} from './components/overlays';
export { afterDrawerCloses, onDrawerEntry } from './components/drawer-history';
export {
  toast,
  dismissToast,
  clearToasts,
  toasts$,
  TOAST_TIMEOUT_MS,
  MAX_TOASTS,
  type ToastItem,
  type ToastKind,
} from './components/toast-store';
export { Skeleton, type SkeletonProps } from './components/skeleton';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { ErrorPanel, type ErrorPanelProps } from './components/error-panel';
export { AppLink, localisedHref, navigate, type AppLinkProps } from './components/app-link';
export { Price, type PriceProps } from './components/price';
export { VisuallyHidden } from './components/visually-hidden';
export {
  PageContainer,
  Section,
  Card,
  CardGrid,
  StepList,
  type PageContainerProps,
  type SectionProps,
  type CardProps,
  type Step,
} from './components/layout';
export { focusableIn } from './components/focusable';
export { applyBrandTokens } from './brand-tokens';
