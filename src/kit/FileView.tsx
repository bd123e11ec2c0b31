import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { isLinkedFile } from '@core/files';
import { formatDuration, formatFileSize } from './file-size';

/** A stored file in a record's page: its thumbnail (pictures), name as a download link, size and length. */
export function FileView({ file }: { file: unknown }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!isLinkedFile(file)) return <span>—</span>;
  const facts = [
    formatFileSize(file.size, locale),
    file.width && file.height ? `${file.width} × ${file.height}` : undefined,
    file.durationSeconds ? formatDuration(file.durationSeconds) : undefined,
  ].filter(Boolean);
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      {file.thumbnailUrl ? (
        <Box component="img" src={file.thumbnailUrl} alt={file.name} sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 1 }} />
      ) : (
        <InsertDriveFile color="action" aria-hidden />
      )}
      <Box>
        <Link href={file.downloadUrl} download={file.name} aria-label={translate('gondola.files.downloadNamed', { name: file.name })}>
          {file.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {facts.join(' · ')}
        </Typography>
      </Box>
    </Stack>
  );
}
