import { BehaviorSubject, type Observable } from 'rxjs';

export type ToastKind = 'info' | 'success' | 'error';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  timeoutMs: number;
}

/** How long a toast stays: errors longer, since they usually ask the reader to do something. */
export const TOAST_TIMEOUT_MS: Record<ToastKind, number> = { info: 4000, success: 4000, error: 7000 };
/** More than this and the oldest goes: a burst of failures must not bury the page. */
export const MAX_TOASTS = 3;

const items = new BehaviorSubject<ToastItem[]>([]);
let nextId = 1;

export const toasts$: Observable<ToastItem[]> = items.asObservable();
export const getToasts = (): ToastItem[] => items.getValue();

/** Shows a toast in the page's ToastHost; returns its id (for dismissToast). */
export function toast(message: string, kind: ToastKind = 'info', timeoutMs?: number): number {
  const id = nextId++;
  const next = [...items.getValue(), { id, kind, message, timeoutMs: timeoutMs ?? TOAST_TIMEOUT_MS[kind] }];
  items.next(next.slice(-MAX_TOASTS));
  return id;
}

export function dismissToast(id: number): void {
  items.next(items.getValue().filter((t) => t.id !== id));
}

export function clearToasts(): void {
  items.next([]);
}
