/** Spec §8/§9: toasts last 5 seconds, top right, without a progress bar; several stack. */
export const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: number;
  severity: 'error' | 'warning' | 'info' | 'success';
  title: string;
  body?: string;
}

type Listener = (toasts: Toast[]) => void;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => {
  for (const l of listeners) l(toasts);
};

export function pushToast(toast: Omit<Toast, 'id'>, durationMs = TOAST_DURATION_MS): number {
  const id = nextId++;
  toasts = [...toasts, { ...toast, id }];
  emit();
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number) {
  const before = toasts.length;
  toasts = toasts.filter((t) => t.id !== id);
  if (toasts.length !== before) emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

export function currentToasts(): Toast[] {
  return toasts;
}
