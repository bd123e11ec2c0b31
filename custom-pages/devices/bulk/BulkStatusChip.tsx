import { useTranslate } from 'react-admin';
import { ToneChip } from '@src/kit/ToneChip';
import { BULK_STATUSES } from '@resources/bulk-commands';

export function BulkStatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  return (
    <ToneChip tone={BULK_STATUSES.find((o) => o.value === status)?.tone} label={translate(`resources.bulk-commands.options.status.${String(status)}`, { _: String(status) })} />
  );
}
