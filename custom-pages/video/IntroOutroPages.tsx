import Edit from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Link, useCanAccess, useDataProvider, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { isLinkedFile } from '@core/files';
import type { FileField } from '@core/resource-kit';
import { registry } from '@src/resource-screens/registry';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { FileView } from '@src/kit/FileView';
import { NoSpeechCaptions } from '@src/kit/NoSpeechCaptions';
import { DropZone, UploadList, useUploads } from '@src/kit/Uploads';
import type { RouteEntry } from '@src/shell/route-table';
import { pushToast } from '@src/shell/toasts';
import { RecordPage } from './RecordPage';

type Part = 'intro' | 'outro';
const base = (id: string) => `/videopostprocessing/introoutro/${encodeURIComponent(id)}`;

function Clip({ record, part }: { record: RaRecord; part: Part }) {
  const translate = useTranslate();
  const file = record[part];
  if (!isLinkedFile(file)) return <Typography color="text.secondary">{translate('gondola.video.introOutro.none')}</Typography>;
  return (
    <Stack spacing={1}>
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track is NoSpeechCaptions, which the rule cannot see through */}
      <video
        controls
        preload="metadata"
        src={file.url}
        aria-label={`${translate(`gondola.video.introOutro.${part}`)}: ${record.name}`}
        style={{ width: '100%', maxHeight: 360, background: '#000' }}
        data-testid={`${part}-player`}
      >
        <NoSpeechCaptions />
      </video>
      <FileView file={file} />
    </Stack>
  );
}

/** `/videopostprocessing/introoutro/{introOutroId}`: both clips side by side. */
export default function IntroOutroPage({ route }: { route: RouteEntry }) {
  const { introOutroId = '' } = useParams();
  return (
    <RecordPage route={route} resource="intro-outros" id={introOutroId}>
      {(record) => <BothClips record={record} />}
    </RecordPage>
  );
}

function BothClips({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const id = String(record.id);
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'intro-outros', action: 'edit' });
  return (
    <>
      {canEdit && (
        <Button component={Link} to={`/intro-outros/${encodeURIComponent(id)}`} startIcon={<Edit />} size="small">
          {translate('ra.action.edit')}
        </Button>
      )}
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {(['intro', 'outro'] as const).map((part) => (
          <Grid key={part} size={{ xs: 12, md: 6 }}>
            <Card variant="outlined">
              <CardContent>
                <Stack direction="row" justifyContent="space-between" alignItems="center">
                  <Typography variant="h6" component="h2">
                    {translate(`gondola.video.introOutro.${part}`)}
                  </Typography>
                  <Button component={Link} to={`${base(id)}/${part}`} size="small">
                    {translate('gondola.video.introOutro.open')}
                  </Button>
                </Stack>
                <Clip record={record} part={part} />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}

function PartPage({ route, part }: { route: RouteEntry; part: Part }) {
  const translate = useTranslate();
  const { introOutroId = '' } = useParams();
  return (
    <RecordPage route={route} resource="intro-outros" id={introOutroId} title={(record) => `${record.name}: ${translate(`gondola.video.introOutro.${part}`)}`}>
      {(record) => <PartClip record={record} part={part} />}
    </RecordPage>
  );
}

function PartClip({ record, part }: { record: RaRecord; part: Part }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const uploads = useUploads();
  const id = String(record.id);
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'intro-outros', action: 'edit' });
  const partName = translate(`gondola.video.introOutro.${part}`);
  const upload = async ([file]: File[]) => {
    if (!file) return;
    const saved = await uploads.start(
      file,
      (control) => dataProvider.replaceFile('intro-outros', id, part, file, Number(record.version), control),
      // Spec §8 "Error saving Intro!"; the outro's failure says the same of the outro.
      (reason) =>
        pushToast({ severity: 'error', title: translate(part === 'intro' ? 'gondola.video.introOutro.saveError' : 'gondola.video.introOutro.saveErrorOutro'), body: reason }),
    );
    if (saved) pushToast({ severity: 'success', title: translate('gondola.video.introOutro.saved', { part: partName }) });
    refresh();
  };
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Clip record={record} part={part} />
      {canEdit && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {translate(isLinkedFile(record[part]) ? 'gondola.video.introOutro.replace' : 'gondola.video.introOutro.upload', { part: partName })}
          </Typography>
          <DropZone kind="video" multiple={false} maxBytes={(registry.get('intro-outros')!.fields[part] as FileField).maxBytes} onFiles={(files) => void upload(files)} />
          <UploadList uploads={uploads} />
        </>
      )}
      <Button component={Link} to={base(id)} size="small" sx={{ mt: 1 }}>
        {translate('gondola.routes.introOutro')}
      </Button>
    </Box>
  );
}

export function IntroPage({ route }: { route: RouteEntry }) {
  return <PartPage route={route} part="intro" />;
}

export function OutroPage({ route }: { route: RouteEntry }) {
  return <PartPage route={route} part="outro" />;
}
