import { Checkbox, Stack, TextField, Typography, Button, Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { asChannels, type RecipientContact } from '@core/notifications';
import { CONTACT_ROLES } from '@resources/contacts';
import { INSTALLATION_TYPES } from '@resources/installations';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { ChoicePicker, RecordMultiPicker } from '@src/kit/RecordMultiPicker';
import { RecordTable } from '@src/kit/RecordTable';
import type { ChangeOptions, Draft } from './notification-draft';

const COUNTRY = /^[A-Z]{2}$/;

/** Who the recipients are: by criteria (the wizard) or an installation's contact group; then each one chosen or left out. */
export function RecipientsStep({ draft, change, group }: { draft: Draft; change(patch: Partial<Draft>, options?: ChangeOptions): void; group?: string }) {
  const translate = useTranslate();
  const locale = useLocale() === 'de' ? 'de' : 'en';
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const t = (key: string, args?: object) => translate(`gondola.communication.wizard.${key}`, args);
  const criteria = useMemo(
    () => ({
      resortIds: draft.resortIds,
      customerIds: draft.customerIds,
      installationTypes: draft.installationTypes,
      countries: draft.countries.filter((c) => COUNTRY.test(c)),
      contactRoles: draft.contactRoles,
      media: asChannels(draft.media),
    }),
    [draft.resortIds, draft.customerIds, draft.installationTypes, draft.countries, draft.contactRoles, draft.media],
  );
  const { data, isPending, error } = useQuery({
    queryKey: ['notifications', 'recipients', group ?? criteria],
    queryFn: () => (group ? dataProvider.getContactGroup(group) : dataProvider.findRecipients(criteria)),
  });
  const contacts = data?.contacts ?? [];
  const key = JSON.stringify(group ?? criteria);
  // Nobody is chosen until the user says whom: criteria (or the contact group a notify flow gives)
  // choose everyone they match, and the user then leaves out whom they like. No criteria match
  // every contact, and choosing them all by default would write to every customer at once.
  const narrowed = !!group || Object.values(criteria).some((list) => list.length > 0);
  const seen = useRef<string>(undefined);
  useEffect(() => {
    if (!data || draft.state !== 'draft' || seen.current === key) return;
    const first = seen.current === undefined;
    seen.current = key;
    const matched = data.contacts.map((c) => c.id);
    const known = new Set(matched);
    if (!first) change({ contactIds: narrowed ? matched : [] });
    // On opening a draft its choice stands, less whom its criteria no longer match.
    // The page's own choices, not the user's: a notify flow's fresh draft is not stored for them.
    else if (draft.contactIds.length === 0 && group) change({ contactIds: matched }, { byUser: false });
    else if (draft.contactIds.some((id) => !known.has(id))) change({ contactIds: draft.contactIds.filter((id) => known.has(id)) }, { byUser: false });
  }, [key, data, draft.state, draft.contactIds, change, narrowed, group]);
  const chosen = new Set(draft.contactIds);
  const toggle = (id: string) => change({ contactIds: chosen.has(id) ? draft.contactIds.filter((c) => c !== id) : [...draft.contactIds, id] });
  const options = (list: typeof CONTACT_ROLES) => list.map((o) => ({ value: o.value, label: o.label[locale] }));
  const media = [
    { value: 'email', label: t('email') },
    { value: 'sms', label: t('sms') },
  ];
  return (
    <Stack spacing={2}>
      {!group && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <RecordMultiPicker resource="resorts" label={t('criteria.resorts')} value={draft.resortIds} onChange={(resortIds) => change({ resortIds })} />
          <RecordMultiPicker resource="customers" label={t('criteria.customers')} value={draft.customerIds} onChange={(customerIds) => change({ customerIds })} />
          <ChoicePicker
            label={t('criteria.installationTypes')}
            options={options(INSTALLATION_TYPES)}
            value={draft.installationTypes}
            onChange={(installationTypes) => change({ installationTypes })}
          />
          <TextField
            size="small"
            sx={{ width: { xs: '100%', sm: 200 } }}
            label={t('criteria.countries')}
            value={draft.countries.join(', ')}
            onChange={(e) =>
              change({
                countries: e.target.value
                  .toUpperCase()
                  .split(/[\s,;]+/)
                  .filter(Boolean)
                  .slice(0, 50),
              })
            }
            helperText={t('criteria.countriesHelp')}
          />
          <ChoicePicker label={t('criteria.contactRoles')} options={options(CONTACT_ROLES)} value={draft.contactRoles} onChange={(contactRoles) => change({ contactRoles })} />
          <ChoicePicker label={t('criteria.media')} options={media} value={draft.media} onChange={(next) => change({ media: next })} width={200} />
        </Stack>
      )}
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography role="status" aria-live="polite" data-testid="recipient-count">
          {t('matching', { smart_count: data?.total ?? 0 })} · {t('chosen', { chosen: draft.contactIds.length, total: contacts.length })}
        </Typography>
        <Button size="small" onClick={() => change({ contactIds: contacts.map((c) => c.id) })}>
          {t('chooseAll')}
        </Button>
        <Button size="small" onClick={() => change({ contactIds: [] })}>
          {t('chooseNone')}
        </Button>
      </Stack>
      <RecordTable<RecipientContact>
        rows={contacts}
        loading={isPending}
        rowKey={(c) => c.id}
        label={translate('gondola.communication.wizard.steps.recipients')}
        pageSize={50}
        testId="recipient-table"
        columns={[
          {
            id: 'chosen',
            label: '',
            render: (c) => (
              <Checkbox size="small" checked={chosen.has(c.id)} onChange={() => toggle(c.id)} slotProps={{ input: { 'aria-label': t('include', { name: c.name }) } }} />
            ),
          },
          { id: 'name', label: t('contact'), render: (c) => c.name, sortBy: (c) => c.name },
          { id: 'customer', label: t('customer'), render: (c) => c.customerName, sortBy: (c) => c.customerName },
          { id: 'role', label: t('role'), render: (c) => CONTACT_ROLES.find((r) => r.value === c.role)?.label[locale] ?? c.role },
          { id: 'reach', label: t('reach'), render: (c) => [c.email, c.phone].filter(Boolean).join(' · ') || '—' },
        ]}
      />
    </Stack>
  );
}
