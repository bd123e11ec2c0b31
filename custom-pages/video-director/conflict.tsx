import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { type Shape, shapeNumbers } from '@core/video-director';

/** What the other person changed, compared with the version this user started from. */
export function describeChanges(base: { areas: Shape[]; objectLostFrames: number }, theirs: { areas: Shape[]; objectLostFrames: number }) {
  const before = new Map(base.areas.map((s) => [s.id, s]));
  const after = new Map(theirs.areas.map((s) => [s.id, s]));
  const changes: Array<{ key: 'added' | 'removed' | 'changed' | 'counter'; shape?: Shape; from?: number; to?: number }> = [];
  for (const shape of theirs.areas) {
    const old = before.get(shape.id);
    if (!old) changes.push({ key: 'added', shape });
    else if (JSON.stringify(old.points) !== JSON.stringify(shape.points) || old.kind !== shape.kind) changes.push({ key: 'changed', shape });
  }
  for (const shape of base.areas) if (!after.has(shape.id)) changes.push({ key: 'removed', shape });
  if (base.objectLostFrames !== theirs.objectLostFrames) changes.push({ key: 'counter', from: base.objectLostFrames, to: theirs.objectLostFrames });
  return changes;
}

/**
 * A save refused with 409: shows what the other person changed and lets the user keep their own
 * version (saved over the other) or take the other one (their own edits dropped).
 */
export function ConflictDialog({ base, theirs, onKeepMine, onTakeTheirs }: { base: RaRecord; theirs: RaRecord; onKeepMine: () => void; onTakeTheirs: () => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.director.conflict.${key}`, options);
  const changes = describeChanges(base as never, theirs as never);
  // A removed shape keeps the number it had; the others are numbered as the other person left them.
  const numbers = new Map([...shapeNumbers((base as unknown as { areas?: Shape[] }).areas ?? []), ...shapeNumbers((theirs as unknown as { areas?: Shape[] }).areas ?? [])]);
  const name = (s: Shape) => `${translate(`gondola.director.kinds.${s.kind}`)} ${numbers.get(s.id) ?? ''}`.trim();
  return (
    <Dialog open aria-labelledby="director-conflict" data-testid="conflict-dialog">
      <DialogTitle id="director-conflict">{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('intro', { who: String(theirs.updatedBy ?? '—'), version: theirs.version })}</DialogContentText>
        <List dense>
          {changes.length ? (
            changes.map((c) => (
              <ListItem key={`${c.key}-${c.shape?.id ?? ''}`}>
                <ListItemText primary={c.key === 'counter' ? t('counter', { from: c.from, to: c.to }) : t(c.key, { name: name(c.shape!) })} />
              </ListItem>
            ))
          ) : (
            <ListItem>
              <ListItemText primary={t('nothing')} />
            </ListItem>
          )}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onTakeTheirs}>{t('takeTheirs')}</Button>
        <Button variant="contained" onClick={onKeepMine}>
          {t('keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
