import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Button, IconButton, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useRegisterMutationMiddleware,
  useTranslate,
  type CreateParams,
  type CreateResult,
} from 'react-admin';
import { generatePassword } from '@core/password';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { RevealLogin } from './RevealLogin';

const noMiddleware = async (resource: string, params: CreateParams, next: (resource: string, params: CreateParams) => Promise<CreateResult>) => next(resource, params);

// Enter in these fields must not submit the login's form around them.
const keepInPanel = (e: KeyboardEvent) => {
  if (e.key === 'Enter') e.preventDefault();
};

/**
 * Beside a login's form: its secret, which is not a form field. Set or replace the password (with a
 * generator) and the TOTP seed, encrypted by the server; reveal it with a reason (login-data.aside).
 */
export default function LoginSecretsPanel() {
  const translate = useTranslate();
  const record = useRecordContext();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess: canReveal } = useCanAccess({ resource: 'login-data', action: 'reveal' });
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [totpSecret, setTotpSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`gondola.vault.${key}`);
  const creating = !record?.id;
  const pending = useRef<{ password?: string; totpSecret?: string }>({});
  pending.current = { ...(password && { password }), ...(totpSecret.trim() && { totpSecret: totpSecret.trim() }) };
  // On create, what is typed here is stored right after the login itself, before the page moves on.
  const storeAfterCreate = useCallback(
    async (resource: string, params: CreateParams, next: (resource: string, params: CreateParams) => Promise<CreateResult>) => {
      const result = await next(resource, params);
      if (Object.keys(pending.current).length) {
        try {
          await dataProvider.setLoginSecret(String(result.data.id), pending.current);
        } catch {
          notify('gondola.vault.notStoredAfterCreate', { type: 'warning' });
        }
      }
      return result;
    },
    [dataProvider, notify],
  );
  useRegisterMutationMiddleware(creating ? storeAfterCreate : noMiddleware);
  const id = String(record?.id ?? '');
  const save = async (body: { password?: string | null; totpSecret?: string | null }) => {
    setBusy(true);
    try {
      await dataProvider.setLoginSecret(id, body);
      setPassword('');
      setTotpSecret('');
      notify(t('saved'), { type: 'success' });
      refresh();
    } finally {
      setBusy(false);
    }
  };
  const changes = { ...(password && { password }), ...(totpSecret.trim() && { totpSecret: totpSecret.trim() }) };
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 640 }} data-testid="login-secrets">
      <Stack spacing={2}>
        <Typography variant="subtitle2" component="h2">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="login-secret-state">
          {creating ? t('storedWithLogin') : `${t(record.passwordSet ? 'stored' : 'notStored')} ${record.totpSet ? t('totpStored') : ''}`}
        </Typography>
        {!creating && (record.passwordSet || record.totpSet) && (canReveal ? <RevealLogin id={id} /> : <Typography variant="body2">{t('noReveal')}</Typography>)}
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <TextField
            label={t('password')}
            type={visible ? 'text' : 'password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onKeyDown={keepInPanel}
            autoComplete="new-password"
            fullWidth
            slotProps={{
              htmlInput: { maxLength: 500, 'data-testid': 'login-password' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label={t(visible ? 'hidePassword' : 'showPassword')} onClick={() => setVisible(!visible)} edge="end">
                      {visible ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            onClick={() => {
              setPassword(generatePassword(20));
              setVisible(true);
            }}
            sx={{ mt: 1 }}
            data-testid="generate-password"
          >
            {t('generate')}
          </Button>
        </Stack>
        <TextField
          label={t('totpSecret')}
          value={totpSecret}
          onChange={(e) => setTotpSecret(e.target.value)}
          onKeyDown={keepInPanel}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 200, spellCheck: false, 'data-testid': 'login-totp' } }}
        />
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ display: creating ? 'none' : undefined }}>
          <Button variant="contained" disabled={busy || !Object.keys(changes).length} onClick={() => void save(changes)} data-testid="save-secret">
            {t('save')}
          </Button>
          {record?.passwordSet && (
            <Button color="error" disabled={busy} onClick={() => void save({ password: null })}>
              {t('removePassword')}
            </Button>
          )}
          {record?.totpSet && (
            <Button color="error" disabled={busy} onClick={() => void save({ totpSecret: null })}>
              {t('removeTotp')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
