import Edit from '@mui/icons-material/Edit';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useCanAccess, useDataProvider, useGetList, useLocaleState, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { isLinkedFile, type LinkedFile } from '@core/files';
import { ELEMENT_ROUTE_SEGMENT } from '@core/video-theme';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { formatDuration, formatFileSize } from '@src/kit/file-size';
import { FileView } from '@src/kit/FileView';
import { Loading } from '@src/kit/Loading';
import { RecordTable } from '@src/kit/RecordTable';
import { DropZone, UploadList, useUploads } from '@src/kit/Uploads';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';
import { baseName, useAddWithFiles } from './add-with-files';
import { RecordPage } from './RecordPage';
import { VideoNav } from './VideoNav';

const soundPath = (id: unknown) => `/videopostprocessing/sound/${encodeURIComponent(String(id))}`;

function Player({ file, name }: { file: unknown; name: string }) {
  const translate = useTranslate();
  if (!isLinkedFile(file)) return <Typography color="text.secondary">{translate('gondola.files.none')}</Typography>;
  // biome-ignore lint/a11y/useMediaCaption: a sound effect has no words to caption
  return <audio controls preload="none" src={file.url} aria-label={translate('gondola.files.play', { name })} style={{ maxWidth: '100%' }} />;
}

/** `/videopostprocessing/sounds`: every sound with a player; drop audio files in to add them. */
export function SoundsPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { uploads, add } = useAddWithFiles('video-sounds', 'audio');
  const { data: sounds = [], isPending } = useGetList('video-sounds', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } });
  const { canAccess: canAdd = false } = useCanAccess({ resource: 'video-sounds', action: 'create' });
  return (
    <ShellPage route={route} title={translate('gondola.routes.sounds')}>
      <VideoNav />
      {canAdd && <DropZone kind="audio" onFiles={(files) => void add(files)} />}
      <UploadList uploads={uploads} />
      {isPending ? (
        <Loading />
      ) : sounds.length ? (
        <RecordTable
          rows={sounds}
          rowKey={(s) => String(s.id)}
          label={translate('gondola.routes.sounds')}
          columns={[
            { id: 'name', label: translate('gondola.video.sounds.name'), sortBy: (s) => String(s.name), render: (s) => <Link to={soundPath(s.id)}>{String(s.name)}</Link> },
            { id: 'play', label: translate('gondola.files.play', { name: '' }).trim(), render: (s) => <Player file={s.audio} name={String(s.name)} /> },
            {
              id: 'duration',
              label: translate('gondola.video.sounds.duration'),
              align: 'right',
              render: (s) => (isLinkedFile(s.audio) && s.audio.durationSeconds ? formatDuration(s.audio.durationSeconds) : '—'),
            },
            { id: 'size', label: translate('gondola.video.sounds.size'), align: 'right', render: (s) => (isLinkedFile(s.audio) ? formatFileSize(s.audio.size, locale) : '—') },
          ]}
        />
      ) : (
        <Typography color="text.secondary">{translate('gondola.video.sounds.empty')}</Typography>
      )}
    </ShellPage>
  );
}

/** `/videopostprocessing/sound`: adds one sound, named, then opens it. */
export function AddSoundPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const uploads = useUploads();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const save = async () => {
    if (!file) return;
    const created = await uploads.start(file, (control) => dataProvider.createWithFiles('video-sounds', { name: name.trim() || baseName(file) }, { audio: file }, control));
    if (created) navigate(soundPath(created.id));
  };
  return (
    <ShellPage route={route} title={translate('gondola.video.sounds.add')}>
      <VideoNav />
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <TextField label={translate('gondola.video.sounds.name')} value={name} onChange={(e) => setName(e.target.value)} inputProps={{ maxLength: 120 }} />
        <DropZone kind="audio" multiple={false} onFiles={([chosen]) => setFile(chosen ?? null)} />
        {file && <Typography>{`${translate('gondola.video.sounds.file')}: ${file.name}`}</Typography>}
        <UploadList uploads={uploads} />
        <Box>
          <Button variant="contained" disabled={!file} onClick={() => void save()}>
            {translate('gondola.video.sounds.save')}
          </Button>
        </Box>
      </Stack>
    </ShellPage>
  );
}

/** `/videopostprocessing/sound/{elementId}`: one sound: play it, replace its file, see which theme elements play it. */
export function SoundPage({ route }: { route: RouteEntry }) {
  const { elementId = '' } = useParams();
  return (
    <RecordPage route={route} resource="video-sounds" id={elementId}>
      {(sound) => <SoundDetails sound={sound} />}
    </RecordPage>
  );
}

function SoundDetails({ sound }: { sound: RaRecord }) {
  const translate = useTranslate();
  const elementId = String(sound.id);
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const refresh = useRefresh();
  const uploads = useUploads();
  const { data: users = [] } = useGetList('theme-elements', { filter: { sound: elementId }, pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'video-sounds', action: 'edit' });
  const replace = ([file]: File[]) =>
    file && void uploads.start(file, (control) => dataProvider.replaceFile('video-sounds', String(sound.id), 'audio', file, Number(sound.version), control)).then(refresh);
  return (
    <Stack spacing={2}>
      <Player file={sound.audio} name={String(sound.name)} />
      <FileView file={sound.audio as LinkedFile} />
      {sound.description && <Typography>{String(sound.description)}</Typography>}
      {canEdit && (
        <>
          <Box>
            <Button component={Link} to={`/video-sounds/${encodeURIComponent(elementId)}`} startIcon={<Edit />} size="small">
              {translate('ra.action.edit')}
            </Button>
          </Box>
          <Typography variant="subtitle2">{translate('gondola.files.replace')}</Typography>
          <DropZone kind="audio" multiple={false} onFiles={replace} />
          <UploadList uploads={uploads} />
        </>
      )}
      <Typography variant="h6" component="h2">
        {translate('gondola.video.sounds.usedBy')}
      </Typography>
      {users.length ? (
        <Stack component="ul" sx={{ m: 0, pl: 3 }}>
          {users.map((element: RaRecord) => (
            <li key={element.id}>
              <Link to={`/videopostprocessing/theme/${encodeURIComponent(String(element.theme))}/${ELEMENT_ROUTE_SEGMENT.sound}/${encodeURIComponent(String(element.id))}`}>
                {String(element.name)}
              </Link>
            </li>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('gondola.video.sounds.unused')}</Typography>
      )}
    </Stack>
  );
}
