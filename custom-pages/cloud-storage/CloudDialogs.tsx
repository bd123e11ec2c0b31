import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Asks for one name or path (new folder, rename, move): Enter confirms, Escape cancels. */
export function NameDialog({
  open,
  title,
  label,
  initial = '',
  confirm,
  allowEmpty = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  initial?: string;
  confirm: string;
  allowEmpty?: boolean;
  onConfirm: (value: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [value, setValue] = useState(initial);
  useEffect(() => {
    if (open) setValue(initial);
  }, [open, initial]);
  const ok = allowEmpty || value.trim() !== '';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="name-dialog-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) onConfirm(value.trim());
        }}
      >
        <DialogTitle id="name-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth margin="dense" label={label} value={value} onChange={(e) => setValue(e.target.value)} inputProps={{ maxLength: 300 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ok}>
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A yes/no question before something that cannot be undone (delete, replace). */
export function ConfirmDialog({ open, text, confirm, onConfirm, onClose }: { open: boolean; text: string; confirm: string; onConfirm: () => void; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-describedby="confirm-dialog-text">
      <DialogContent>
        <DialogContentText id="confirm-dialog-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
