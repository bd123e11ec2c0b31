import ClearIcon from '@mui/icons-material/Clear';
import DoneIcon from '@mui/icons-material/Done';
import { Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';

/**
 * A yes/no field as react-admin's BooleanField shows it (a tick or a cross, nothing when empty),
 * named by the icon's own title instead of a MUI Tooltip: a list of 25 rows with two such columns
 * mounted 50 tooltips with their poppers, about a quarter of the list's components, and
 * re-rendered them all once more after mounting. The title is what the tooltip said, for screen
 * readers and on hover.
 */
export function BooleanDisplay(props: { source: string; label: string }) {
  const translate = useTranslate();
  const value = useFieldValue(props);
  if (value !== true && value !== false) return null;
  const Icon = value ? DoneIcon : ClearIcon;
  return (
    <Typography component="span" variant="body2">
      <Icon data-testid={String(value)} fontSize="small" titleAccess={translate(value ? 'ra.boolean.true' : 'ra.boolean.false')} sx={{ verticalAlign: 'middle' }} />
    </Typography>
  );
}
