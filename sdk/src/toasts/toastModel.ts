import { createEvent, createStore } from 'effector';

export type ToastIntent = 'none' | 'primary' | 'success' | 'warning' | 'danger';

/** A button in the toast, e.g. «Отменить» after archiving; the toast closes when it is pressed. */
export interface ToastAction {
  /** Already translated text. */
  text: string;
  onClick(): void;
}

export interface Toast {
  id: string;
  /** Already translated text. */
  message: string;
  intent: ToastIntent;
  /** Milliseconds the toast stays on screen. */
  timeout: number;
  action?: ToastAction;
}

export interface ShowToastOptions {
  message: string;
  intent?: ToastIntent;
  timeout?: number;
  action?: ToastAction;
}

/** SPEC §9 'Toasts and errors'. */
export const TOAST_DEFAULT_TIMEOUT_MS = 5000;
export const TOAST_DUPLICATE_WINDOW_MS = 500;

const toastAdded = createEvent<Toast>();
export const dismissToast = createEvent<string>();

export const $toasts = createStore<Toast[]>([])
  .on(toastAdded, (toasts, toast) => [...toasts, toast])
  .on(dismissToast, (toasts, id) => {
    const remaining = toasts.filter((toast) => toast.id !== id);
    return remaining.length === toasts.length ? toasts : remaining;
  });

const lastShownAt = new Map<string, number>();
let sequence = 0;

/**
 * Shows a toast and returns its id, or null when the same message with the same intent was shown
 * less than 500 ms ago (one failure reported by several callers must not stack up).
 */
export function showToast({ message, intent = 'none', timeout = TOAST_DEFAULT_TIMEOUT_MS, action }: ShowToastOptions): string | null {
  const now = Date.now();
  for (const [shownKey, shownAt] of lastShownAt) {
    if (now - shownAt >= TOAST_DUPLICATE_WINDOW_MS) lastShownAt.delete(shownKey);
  }
  const key = `${intent}\u0000${message}`;
  if (lastShownAt.has(key)) return null;
  lastShownAt.set(key, now);

  sequence += 1;
  const id = `toast_${sequence}`;
  toastAdded({ id, message, intent, timeout, ...(action ? { action } : {}) });
  setTimeout(() => dismissToast(id), timeout);
  return id;
}
