import { MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { smsLength, SMS_PLACEHOLDERS } from '@core/sms';
import { keys } from '@src/resource-screens/resource-messages';
import type { Draft } from './notification-draft';

const PLACEHOLDERS = Object.keys(SMS_PLACEHOLDERS)
  .map((p) => `{${p}}`)
  .join(', ');
type Lang = 'En' | 'De';

const two = (n: number) => String(n).padStart(2, '0');
/** An instant as a date-time input shows it: the viewer's wall clock. */
const localInput = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
};

/** Picks a template by name; it and its twin in the other language (same name, else same purpose) fill the texts. */
function TemplatePicker({
  resource,
  label,
  value,
  onPick,
}: {
  resource: string;
  label: string;
  value: string | null | undefined;
  onPick(byLanguage: Partial<Record<Lang, RaRecord>>, id: string | null): void;
}) {
  const translate = useTranslate();
  const { data = [] } = useGetList(resource, { filter: { active: true }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 200 } });
  const names = [...new Set(data.map((t) => String(t.name)))];
  const current = data.find((t) => t.id === value)?.name ?? '';
  return (
    <TextField
      select
      size="small"
      sx={{ width: { xs: '100%', sm: 280 } }}
      label={label}
      value={current}
      onChange={(e) => {
        const name = e.target.value;
        const chosen = data.find((t) => t.name === name);
        // The other language's text: the template of that name in it, else one for the same purpose.
        const of = (language: string) =>
          data.find((t) => t.name === name && t.language === language) ?? data.find((t) => chosen && t.purpose === chosen.purpose && t.language === language);
        onPick({ En: of('en'), De: of('de') }, chosen ? String(chosen.id) : null);
      }}
    >
      <MenuItem value="">{translate('gondola.communication.wizard.noTemplate')}</MenuItem>
      {names.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function SmsCounter({ text }: { text: string }) {
  const translate = useTranslate();
  const length = smsLength(text);
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite">
      {translate('gondola.communication.wizard.smsLength', { characters: length.characters, segments: length.segments, encoding: length.encoding })}
    </Typography>
  );
}

/** The message: from the e-mail and SMS templates or typed, in English and German, with the placeholders listed and the SMS counted. */
export function MessageStep({ draft, change, templates = true }: { draft: Draft; change(patch: Partial<Draft>): void; templates?: boolean }) {
  const translate = useTranslate();
  const [lang, setLang] = useState<Lang>('De');
  const t = (key: string, args?: object) => translate(`gondola.communication.wizard.${key}`, args);
  const email = draft.channels.includes('email');
  const sms = draft.channels.includes('sms');
  const field = (name: 'subject' | 'email' | 'sms') => `${name}${lang}` as const;
  return (
    <Stack spacing={2}>
      {templates && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {email && (
            <TemplatePicker
              resource="email-templates"
              label={t('emailTemplate')}
              value={draft.emailTemplateId}
              onPick={(by, id) =>
                change({
                  emailTemplateId: id,
                  subjectEn: by.En?.subject ?? draft.subjectEn,
                  emailEn: by.En?.body ?? draft.emailEn,
                  subjectDe: by.De?.subject ?? draft.subjectDe,
                  emailDe: by.De?.body ?? draft.emailDe,
                })
              }
            />
          )}
          {sms && (
            <TemplatePicker
              resource="sms-templates"
              label={t('smsTemplate')}
              value={draft.smsTemplateId}
              onPick={(by, id) => change({ smsTemplateId: id, smsEn: by.En?.text ?? draft.smsEn, smsDe: by.De?.text ?? draft.smsDe })}
            />
          )}
        </Stack>
      )}
      <Tabs value={lang} onChange={(_, next: Lang) => setLang(next)} aria-label={t('steps.message')}>
        <Tab value="De" label={t('german')} />
        <Tab value="En" label={t('english')} />
      </Tabs>
      {email && (
        <>
          <TextField
            label={t('subject')}
            value={draft[field('subject')] ?? ''}
            onChange={(e) => change({ [field('subject')]: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={t('emailText')}
            multiline
            minRows={6}
            value={draft[field('email')] ?? ''}
            onChange={(e) => change({ [field('email')]: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 20_000 } }}
          />
        </>
      )}
      {sms && (
        <>
          <TextField
            label={t('smsText')}
            multiline
            minRows={3}
            value={draft[field('sms')] ?? ''}
            onChange={(e) => change({ [field('sms')]: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 1530 } }}
          />
          <SmsCounter text={String(draft[field('sms')] ?? '')} />
        </>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('placeholders', { list: PLACEHOLDERS })}
      </Typography>
      <TextField
        type="datetime-local"
        label={translate(keys.field('notifications', 'moment'))}
        value={draft.moment ? localInput(draft.moment) : ''}
        onChange={(e) => change({ moment: e.target.value ? new Date(e.target.value).toISOString() : null })}
        helperText={translate(keys.help('notifications', 'moment'))}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 560 }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('languageNote')}
      </Typography>
    </Stack>
  );
}
