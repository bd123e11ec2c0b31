import { Alert, AlertTitle, Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import { wasShownGlobally } from '@src/http/http-client';
import { currentToasts, dismissToast, pushToast, subscribeToasts, type Toast } from './toasts';

/**
 * Replaces react-admin's single snackbar: its notifications join the stack, except errors the HTTP
 * layer's catalogue already showed.
 */
export function ToastStack() {
  // Started from the stack as it is, so subscribing (which hands over the same stack) renders nothing again.
  const [toasts, setToasts] = useState<Toast[]>(currentToasts);
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  useEffect(() => subscribeToasts(setToasts), []);
  useEffect(() => {
    if (!notifications.length) return;
    const n = takeNotification();
    if (!n) return;
    const message = typeof n.message === 'string' ? translate(n.message, { _: n.message, ...(n.notificationOptions?.messageArgs ?? {}) }) : null;
    if (!message || (n.type === 'error' && wasShownGlobally(typeof n.message === 'string' ? n.message : ''))) return;
    pushToast({ severity: n.type === 'warning' ? 'warning' : n.type === 'error' ? 'error' : n.type === 'success' ? 'success' : 'info', title: message });
  }, [notifications, takeNotification, translate]);
  return (
    <Box
      role="region"
      aria-live="polite"
      data-testid="toasts"
      sx={{ position: 'fixed', top: 64, right: 16, zIndex: (t) => t.zIndex.snackbar, display: 'flex', flexDirection: 'column', gap: 1, width: 'min(420px, calc(100vw - 32px))' }}
    >
      {toasts.map((t) => (
        <Alert key={t.id} severity={t.severity} variant="filled" onClose={() => dismissToast(t.id)} data-testid="toast" sx={{ boxShadow: 3 }}>
          <AlertTitle>{t.title}</AlertTitle>
          {t.body}
        </Alert>
      ))}
    </Box>
  );
}
