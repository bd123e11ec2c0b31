import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import { Button, useCanAccess, useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** The path of the bulk command form with its device choice filled in. */
export function bulkCommandPath(choice: { ids?: readonly unknown[]; installationId?: string }) {
  const search = new URLSearchParams();
  if (choice.ids?.length) search.set('ids', choice.ids.map(String).join(','));
  if (choice.installationId) search.set('installationId', choice.installationId);
  return `/bulk-commands?${search.toString()}`;
}

/** A list's bulk action: open the bulk command form with the selected devices chosen. */
export function BulkCommandButton() {
  const { selectedIds } = useListContext();
  const navigate = useNavigate();
  const { canAccess } = useCanAccess({ resource: 'devices', action: 'edit' });
  if (!canAccess) return null;
  return (
    <Button label="gondola.devices.bulk.forSelected" onClick={() => navigate(bulkCommandPath({ ids: selectedIds }))}>
      <DynamicFeedIcon />
    </Button>
  );
}
