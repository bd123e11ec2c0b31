import { Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link, useCreatePath, useGetManyAggregate, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { recordName } from './record-name';
import { registry } from './registry';
import { recordPath } from './spec-paths';

const NAMES_ONLY = { names: true };
const SCROLL_TO_TOP = { _scrollToTop: true };
const keepRowClosed = (event: MouseEvent) => event.stopPropagation();

/**
 * A list cell naming the record a reference points to, linked to its page: what react-admin's
 * `<ReferenceField>` shows, without its per-cell machinery (access query, resource and record
 * contexts, path resolution: ~20 components and two query observers a cell, 50 cells on a page).
 * The name comes from the same batched `getMany` (seeded by the list's embedded references, so no
 * request goes out); `namesOnly`: the reader may see names but not open the record.
 */
export function ListReference({ source, reference, namesOnly }: { source: string; reference: string; namesOnly?: boolean; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const id = record?.[source] as Identifier | null | undefined;
  const present = id !== null && id !== undefined && id !== '';
  const { data } = useGetManyAggregate(reference, { ids: present ? [id] : [], meta: namesOnly ? NAMES_ONLY : undefined }, { enabled: present });
  const target = data?.[0];
  if (!present || !target) return null;
  const def = registry.get(reference);
  const name = def ? recordName(def, target, translate) : String(target.id);
  if (namesOnly || !def)
    return (
      <Typography component="span" variant="body2">
        {name}
      </Typography>
    );
  return (
    <Link to={recordPath(def, id, createPath)} onClick={keepRowClosed} state={SCROLL_TO_TOP} variant="body2">
      {name}
    </Link>
  );
}
