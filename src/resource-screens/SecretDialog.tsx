import Autorenew from '@mui/icons-material/Autorenew';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '@core/resource-kit';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { keys } from './resource-messages';

export const secretFieldsOf = (def: ResourceDefinition) =>
  Object.entries(def.fields)
    .filter(([, f]) => f.kind === 'secret')
    .map(([n]) => n);

/** The one moment a generated secret is visible: copy it, then it is gone for good. */
export function SecretRevealDialog({ def, record, onClose }: { def: ResourceDefinition; record: Record<string, unknown> | null; onClose(): void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState<string | null>(null);
  if (!record) return null;
  return (
    <Dialog open onClose={(_, reason) => reason !== 'backdropClick' && onClose()} aria-labelledby="secret-title" data-testid="secret-dialog">
      <DialogTitle id="secret-title">{translate('gondola.kit.secret.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('gondola.kit.secret.body')}
        </Alert>
        <Stack spacing={2}>
          {secretFieldsOf(def).map((field) => (
            <Stack key={field} direction="row" spacing={1} alignItems="center">
              <MuiTextField
                label={translate(keys.field(def.name, field))}
                value={String(record[field] ?? '')}
                slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
                fullWidth
                onFocus={(e) => e.target.select()}
                data-testid={`secret-${field}`}
              />
              <Button
                startIcon={<ContentCopy />}
                onClick={() => {
                  void navigator.clipboard?.writeText(String(record[field] ?? '')).then(() => setCopied(field));
                }}
              >
                {translate(copied === field ? 'gondola.kit.secret.copied' : 'gondola.kit.secret.copy')}
              </Button>
            </Stack>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {def.fields[secretFieldsOf(def)[0]!]?.help ? translate(keys.help(def.name, secretFieldsOf(def)[0]!)) : null}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('gondola.kit.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Replaces the secret after a confirmation and shows the new one once. */
export function RotateSecretButton({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const [revealed, setRevealed] = useState<Record<string, unknown> | null>(null);
  if (!record) return null;
  return (
    <>
      <Button size="small" startIcon={<Autorenew />} onClick={() => setConfirming(true)}>
        {translate('gondola.kit.secret.rotate')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="gondola.kit.secret.rotate"
        content="gondola.kit.secret.rotateConfirm"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          setRevealed(await dataProvider.rotateSecret(def.name, { id: record.id }));
        }}
      />
      <SecretRevealDialog
        def={def}
        record={revealed}
        onClose={() => {
          setRevealed(null);
          refresh();
        }}
      />
    </>
  );
}
