import { atom } from 'nanostores';

export interface ToastMessage {
  id: number;
  text: string;
  tone: 'success' | 'error' | 'info';
}

/** Toasts shown by <Toaster/>. Any island may call showToast(); one Toaster per page renders them. */
export const $toasts = atom<ToastMessage[]>([]);
let nextId = 1;

export function showToast(text: string, tone: ToastMessage['tone'] = 'info', durationMs = 5000): void {
  const toast = { id: nextId++, text, tone };
  $toasts.set([...$toasts.get(), toast]);
  if (durationMs > 0) setTimeout(() => dismissToast(toast.id), durationMs);
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}
