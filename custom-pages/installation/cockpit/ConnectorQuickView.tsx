import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Link, useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ComponentVersions } from './ComponentVersions';

/**
 * `operation/q/{skicon}`: the cockpit with a quick view of one connector (a software component of
 * the installation, named by its id, name or search string), so a ticket or a message that names
 * the connector leads straight to it.
 */
export function ConnectorQuickView({ installationId, skicon }: { installationId: string; skicon: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data = [], isPending } = useGetList('software-components', { filter: { installationId }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 200 } });
  const wanted = skicon.toLowerCase();
  const component = data.find((c) => [c.id, c.name, c.searchString].some((v) => typeof v === 'string' && v.toLowerCase() === wanted));
  const close = () => navigate(`/installation/${encodeURIComponent(installationId)}/operation`, { replace: true });
  if (isPending) return null;
  return (
    <Dialog open onClose={close} maxWidth="md" fullWidth data-testid="connector-quick-view">
      <DialogTitle>{translate('gondola.cockpit.quick.title', { name: component ? String(component.name) : skicon })}</DialogTitle>
      <DialogContent>
        {!component ? (
          <Alert severity="warning">{translate('gondola.cockpit.quick.notFound', { skicon })}</Alert>
        ) : (
          <Stack spacing={1}>
            <Typography variant="body2">
              {translate('resources.software-components.fields.typeId')}: {String(component.typeId)}
              {component.templateName ? ` · ${translate('resources.software-components.fields.templateName')}: ${String(component.templateName)}` : ''}
            </Typography>
            {(component.urls as string[] | undefined)?.map((url) => (
              <a key={url} href={url} target="_blank" rel="noopener noreferrer">
                {url}
              </a>
            ))}
            <ComponentVersions installationId={installationId} only={String(component.id)} />
            <Link to={`/installation/${encodeURIComponent(installationId)}/software-components/${encodeURIComponent(String(component.id))}`}>
              {translate('gondola.cockpit.quick.open')}
            </Link>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
