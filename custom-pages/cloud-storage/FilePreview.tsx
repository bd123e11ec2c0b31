import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CloudFile } from './methods';

const TEXT_LIMIT = 200 * 1024;
const isText = (type: string) => type.startsWith('text/') || ['application/json', 'application/xml', 'application/x-yaml'].includes(type);

/** The kinds the preview shows; anything else is offered for download. */
export const previewable = (type: string) => type.startsWith('image/') || type.startsWith('video/') || type.startsWith('audio/') || type === 'application/pdf' || isText(type);

function TextPreview({ file }: { file: CloudFile }) {
  const translate = useTranslate();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // Only the start of a long log: the link serves ranges.
    fetch(file.url, { headers: { range: `bytes=0-${TEXT_LIMIT - 1}` }, signal: controller.signal })
      .then((r) => r.text())
      .then(setText)
      .catch(() => {});
    return () => controller.abort();
  }, [file.url]);
  return (
    <>
      <Box
        component="pre"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 14, m: 0, maxHeight: '60vh', overflow: 'auto' }}
        tabIndex={0}
        data-testid="text-preview"
      >
        {text ?? '…'}
      </Box>
      {file.size > TEXT_LIMIT && <Typography variant="caption">{translate('gondola.cloud.textTooLong')}</Typography>}
    </>
  );
}

function PreviewBody({ file }: { file: CloudFile }) {
  const translate = useTranslate();
  const { contentType: type } = file;
  if (type.startsWith('image/')) return <Box component="img" src={file.url} alt={file.name} sx={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', mx: 'auto' }} />;
  // biome-ignore lint/a11y/useMediaCaption: files of any kind; captions are the uploader's to include
  if (type.startsWith('video/')) return <video controls src={file.url} aria-label={file.name} style={{ width: '100%', maxHeight: '70vh' }} data-testid="video-preview" />;
  // biome-ignore lint/a11y/useMediaCaption: see above
  if (type.startsWith('audio/')) return <audio controls src={file.url} aria-label={file.name} style={{ width: '100%' }} data-testid="audio-preview" />;
  if (type === 'application/pdf') return <Box component="iframe" src={file.url} title={file.name} sx={{ width: '100%', height: '70vh', border: 0 }} />;
  if (isText(type)) return <TextPreview file={file} />;
  return <Alert severity="info">{translate('gondola.cloud.noPreview')}</Alert>;
}

/** A file shown in place: picture, clip, sound, PDF or the start of a text. */
export function FilePreview({ file, onClose }: { file: CloudFile | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={!!file} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="file-preview-title">
      {file && (
        <>
          <DialogTitle id="file-preview-title">{translate('gondola.cloud.previewNamed', { name: file.name })}</DialogTitle>
          <DialogContent>
            <PreviewBody file={file} />
          </DialogContent>
          <DialogActions>
            <Button href={file.downloadUrl} download={file.name}>
              {translate('gondola.cloud.download')}
            </Button>
            <Button onClick={onClose} autoFocus>
              {translate('gondola.cloud.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
