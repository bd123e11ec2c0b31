import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { Alert, Box, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { useEffect, useState, type DragEvent } from 'react';
import { RecordContextProvider, useCanAccess, useCreatePath, useDataProvider, useGetList, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ResourceDefinition } from '@core/resource-kit';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { pushToast } from '@src/shell/toasts';
import { fieldDisplay } from './field-display';
import { keys } from './resource-messages';
import { recordPath } from './spec-paths';

/** The order after moving `from` to `to`. */
export function moved<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * Records with a user-defined order (acknowledge messages, a type's commands): drag a row by its
 * handle, or use the arrows from the keyboard. The whole order is saved at once; when the server
 * refuses it the list returns to the saved order and says "The sort-order was not saved."
 */
export function OrderedRecords({
  def,
  filter = {},
  hideColumns = [],
  reorderable = true,
}: {
  def: ResourceDefinition;
  filter?: Record<string, unknown>;
  hideColumns?: string[];
  reorderable?: boolean;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const order = def.order!;
  const { data = [], isPending, refetch } = useGetList(def.name, { pagination: { page: 1, perPage: 1000 }, sort: { field: order.field, order: 'ASC' }, filter });
  const { canAccess: canUpdate } = useCanAccess({ resource: def.name, action: 'edit' });
  const [rows, setRows] = useState<RaRecord[]>([]);
  const [dragging, setDragging] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setRows(data), [data]);

  const columns = def.list.columns.filter((c) => c !== order.field && !hideColumns.includes(c));
  const canMove = reorderable && !!canUpdate && !saving && rows.length > 1;

  async function save(next: RaRecord[]) {
    const before = rows;
    setRows(next);
    setSaving(true);
    try {
      await dataProvider.reorder(def.name, { ids: next.map((r) => r.id as Identifier) });
    } catch {
      setRows(before);
      pushToast({ severity: 'error', title: translate('gondola.messages.sortOrderNotSaved') });
    } finally {
      setSaving(false);
      void refetch();
    }
  }

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragging === null || dragging === index) return setDragging(null);
    void save(moved(rows, dragging, index));
    setDragging(null);
  };

  if (!isPending && !rows.length) return <Alert severity="info">{translate('gondola.kit.order.empty')}</Alert>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={`ordered-${def.name}`} aria-busy={saving}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">#</TableCell>
            {columns.map((c) => (
              <TableCell key={c}>{translate(keys.field(def.name, c))}</TableCell>
            ))}
            {canMove && <TableCell padding="none" />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((record, index) => (
            <RecordContextProvider key={record.id} value={record}>
              <TableRow
                hover
                data-record-id={record.id}
                draggable={canMove}
                onDragStart={() => setDragging(index)}
                onDragOver={(e) => canMove && e.preventDefault()}
                onDrop={(e) => onDrop(e, index)}
                onDragEnd={() => setDragging(null)}
                onClick={() => navigate(recordPath(def, record.id, createPath))}
                sx={{ cursor: 'pointer', opacity: dragging === index ? 0.4 : 1 }}
              >
                <TableCell padding="checkbox">
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    {canMove && (
                      <Tooltip title={translate('gondola.kit.order.handle')}>
                        <DragIndicator fontSize="small" sx={{ cursor: 'grab', color: 'text.secondary' }} aria-label={translate('gondola.kit.order.handle')} />
                      </Tooltip>
                    )}
                    {index + 1}
                  </Box>
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c}>{fieldDisplay(def, c, { inList: true })}</TableCell>
                ))}
                {canMove && (
                  <TableCell padding="none" onClick={(e) => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton size="small" aria-label={translate('gondola.kit.order.up')} disabled={index === 0} onClick={() => void save(moved(rows, index, index - 1))}>
                      <ArrowUpward fontSize="inherit" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={translate('gondola.kit.order.down')}
                      disabled={index === rows.length - 1}
                      onClick={() => void save(moved(rows, index, index + 1))}
                    >
                      <ArrowDownward fontSize="inherit" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
