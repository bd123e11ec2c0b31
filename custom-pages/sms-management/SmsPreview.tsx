import { Alert, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { fillPlaceholders, smsLength, SMS_PLACEHOLDERS, unknownPlaceholders } from '@core/sms';

/** Live preview of an SMS template: the text with sample values, its encoding and its parts. */
export function SmsPreview() {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const text = (useWatch({ name: 'text' }) as string | null | undefined) ?? '';
  const preview = fillPlaceholders(text);
  const length = smsLength(preview);
  const unknown = unknownPlaceholders(text);
  const insert = (name: string) => setValue('text', `${(getValues('text') as string | null) ?? ''}{${name}}`, { shouldDirty: true, shouldValidate: true });
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 640 }} data-testid="sms-preview" aria-live="polite">
      <Typography variant="subtitle2" gutterBottom>
        {translate('gondola.sms.placeholders')}
      </Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {Object.keys(SMS_PLACEHOLDERS).map((name) => (
          <Chip key={name} size="small" label={`{${name}}`} onClick={() => insert(name)} aria-label={translate('gondola.sms.insert', { placeholder: `{${name}}` })} />
        ))}
      </Stack>
      <Typography variant="subtitle2">{translate('gondola.sms.preview')}</Typography>
      <Box sx={{ my: 1, p: 1.5, borderRadius: 2, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', fontFamily: 'system-ui', minHeight: 48 }} data-testid="sms-preview-text">
        {preview}
      </Box>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <span data-testid="sms-encoding">
          {translate('gondola.sms.encoding')}: <strong>{length.encoding}</strong>
        </span>
        <span data-testid="sms-characters">
          {translate('gondola.sms.characters')}: <strong>{length.characters}</strong>
        </span>
        <span data-testid="sms-parts">
          {translate('gondola.sms.parts')}: <strong>{length.segments}</strong>
        </span>
        <span>{translate('gondola.sms.remaining', { count: length.remaining })}</span>
      </Stack>
      {length.encoding === 'UCS-2' && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="sms-ucs2">
          {translate('gondola.sms.nonGsm', { chars: length.nonGsm.join(' ') })}
        </Alert>
      )}
      {unknown.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('gondola.sms.unknown', { list: unknown.map((p) => `{${p}}`).join(', ') })}
        </Alert>
      )}
    </Paper>
  );
}
