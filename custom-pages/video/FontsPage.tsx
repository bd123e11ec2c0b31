import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link, useCanAccess, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { FileView } from '@src/kit/FileView';
import { Loading } from '@src/kit/Loading';
import { DropZone, UploadList } from '@src/kit/Uploads';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';
import { useAddWithFiles } from './add-with-files';
import { fontFamilyOf, useFont } from './theme-media';
import { VideoNav } from './VideoNav';

function FontCard({ font }: { font: RaRecord }) {
  const translate = useTranslate();
  const state = useFont(font);
  const sample = String(font.sampleText || translate('gondola.video.fonts.sample'));
  return (
    <Card variant="outlined" data-testid={`font-${font.id}`}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="baseline" flexWrap="wrap" useFlexGap spacing={1}>
          <Typography variant="subtitle1" component="h2">
            <Link to={`/video-fonts/${encodeURIComponent(String(font.id))}`}>{String(font.name)}</Link>
          </Typography>
          <FileView file={font.fontFile} />
        </Stack>
        <Box
          sx={{ fontFamily: state === 'ready' ? `"${fontFamilyOf(String(font.id))}", sans-serif` : 'sans-serif', fontSize: 32, mt: 1, overflowWrap: 'anywhere' }}
          data-font-state={state}
          lang="en"
        >
          {state === 'loading' ? translate('gondola.video.fonts.loading') : state === 'broken' ? translate('gondola.video.fonts.broken') : sample}
        </Box>
      </CardContent>
    </Card>
  );
}

/** `/videopostprocessing/fonts`: every font with its sample text set in it; drop font files in to add them. */
export default function FontsPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { uploads, add } = useAddWithFiles('video-fonts', 'fontFile');
  const { data: fonts = [], isPending } = useGetList('video-fonts', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  const { canAccess: canAdd = false } = useCanAccess({ resource: 'video-fonts', action: 'create' });
  return (
    <ShellPage route={route} title={translate('gondola.routes.fonts')}>
      <VideoNav />
      {canAdd && <DropZone kind="font" onFiles={(files) => void add(files)} />}
      <UploadList uploads={uploads} />
      {isPending ? (
        <Loading />
      ) : fonts.length ? (
        <Stack spacing={2}>
          {fonts.map((font) => (
            <FontCard key={font.id} font={font} />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('gondola.video.fonts.empty')}</Typography>
      )}
    </ShellPage>
  );
}
