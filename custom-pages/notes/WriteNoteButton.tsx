import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** Writing a note from the inbox or outbox, for who may write notes. */
export function WriteNoteButton() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'notes', action: 'create' });
  if (!canAccess) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Button variant="contained" startIcon={<EditNoteIcon />} component={RouterLink} to="/notes/create" data-testid="write-note">
        {translate('gondola.notes.write')}
      </Button>
    </Box>
  );
}
