import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export interface Fact {
  id: string;
  label: ReactNode;
  value: ReactNode;
}

/**
 * A record's facts as label and value rows (a device's, an application's): row headers for screen
 * readers. A value breaks anywhere it must (a migration's name, an address, a path): one long word
 * made the table, and the page, wider than a phone's screen.
 */
export function FactTable({ facts, label, testId }: { facts: readonly Fact[]; label: string; testId?: string }) {
  return (
    <Table size="small" aria-label={label} data-testid={testId}>
      <TableBody>
        {facts.map((fact) => (
          <TableRow key={fact.id}>
            <TableCell component="th" scope="row" sx={{ width: '35%', color: 'text.secondary' }}>
              {fact.label}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{fact.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
