import Add from '@mui/icons-material/Add';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { Loading } from '@src/kit/Loading';
import { OrderedRecords } from '@src/resource-screens/OrderedRecords';
import { CreateWith } from '@src/resource-screens/ResourceList';
import { registry } from '@src/resource-screens/registry';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';
import { VideoNav } from './VideoNav';

/**
 * `/videopostprocessing/cutconfig`: a cut configuration's cut points (event reporter, key, index,
 * offset) in their sort order; dragging a row saves the new order ("The sort-order was not saved." when it fails).
 */
export default function CutConfigPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { data: profiles = [], isPending } = useGetList('cut-profiles', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  const [profile, setProfile] = useState('');
  const { canAccess: canAdd = false } = useCanAccess({ resource: 'cut-profiles', action: 'create' });
  useEffect(() => {
    if (!profile && profiles[0]) setProfile(String(profiles[0].id));
  }, [profile, profiles]);
  return (
    <ShellPage route={route} title={translate('gondola.routes.cutconfig')}>
      <VideoNav />
      {isPending ? (
        <Loading />
      ) : (
        <>
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap sx={{ my: 1 }}>
            {profiles.length > 0 && (
              <TextField
                select
                size="small"
                label={translate('gondola.video.cut.profile')}
                value={profile}
                onChange={(e) => setProfile(e.target.value)}
                sx={{ minWidth: 260, maxWidth: 480, flex: 1 }}
              >
                {profiles.map((p) => (
                  <MenuItem key={p.id} value={String(p.id)}>
                    {String(p.name)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {profile && (
              <Button component={Link} to={`/cut-profiles/${encodeURIComponent(profile)}`} size="small">
                {translate('gondola.video.cut.editProfile')}
              </Button>
            )}
            {canAdd && (
              <Button component={Link} to="/cut-profiles/create" startIcon={<Add />} size="small">
                {translate('gondola.video.cut.newProfile')}
              </Button>
            )}
          </Stack>
          {profile ? (
            <>
              <Stack direction="row" justifyContent="space-between" alignItems="center">
                <Typography variant="h6" component="h2">
                  {translate('gondola.video.cut.points')}
                </Typography>
                <CreateWith def={registry.get('cut-configs')!} values={{ profile }} />
              </Stack>
              <OrderedRecords key={profile} def={registry.get('cut-configs')!} filter={{ profile }} hideColumns={['profile']} />
            </>
          ) : (
            <Typography color="text.secondary">{translate('gondola.video.cut.none')}</Typography>
          )}
        </>
      )}
    </ShellPage>
  );
}
