import { GlobalStyles } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { acknowledgePath } from '@src/kit/problem-paths';

const typing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Keyboard use of the problem list: j/↓ and k/↑ move between rows, Enter opens the problem,
 * a acknowledges it, / jumps to the search. Rendered inside the list, so it knows the rows' records.
 */
export function ProblemKeyboard() {
  const { data = [] } = useListContext();
  const navigate = useNavigate();
  const translate = useTranslate();
  const listLabel = useRef('');
  listLabel.current = translate('resources.problems.name', { smart_count: 2 });
  const anchor = useRef<HTMLSpanElement>(null);
  const records = useRef(data);
  records.current = data;
  // The row last moved to: a live refresh that redraws the rows drops the focus to the page, and the next key still means that row.
  const lastRow = useRef(-1);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const list = anchor.current?.closest('.RaList-main') ?? document;
      if (event.key === '/' && !typing(event.target)) {
        const search = list.querySelector<HTMLInputElement>('input[name="q"]');
        if (search) {
          event.preventDefault();
          search.focus();
        }
        return;
      }
      if (typing(event.target)) return;
      const rows = [...list.querySelectorAll<HTMLTableRowElement>('tbody tr')];
      if (!rows.length) return;
      const focused = rows.indexOf(document.activeElement as HTMLTableRowElement);
      const dropped = focused < 0 && (document.activeElement === document.body || document.activeElement === null) && lastRow.current < rows.length;
      const current = dropped ? lastRow.current : focused;
      const focusRow = (index: number) => {
        lastRow.current = Math.max(0, Math.min(rows.length - 1, index));
        const row = rows[lastRow.current]!;
        row.tabIndex = -1;
        row.focus();
      };
      switch (event.key) {
        case 'j':
        case 'ArrowDown':
          event.preventDefault();
          focusRow(current + 1);
          break;
        case 'k':
        case 'ArrowUp':
          event.preventDefault();
          focusRow(current < 0 ? 0 : current - 1);
          break;
        case 'Enter':
          if (current >= 0) {
            event.preventDefault();
            rows[current]!.click();
          }
          break;
        case 'a': {
          const record = current >= 0 ? records.current[current] : undefined;
          if (record && !record.acknowledged) {
            event.preventDefault();
            navigate(acknowledgePath(record), { state: { cameFrom: { label: listLabel.current, to: `${window.location.pathname}${window.location.search}` } } });
          }
          break;
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);
  return (
    <>
      <GlobalStyles styles={(theme) => ({ '.RaList-main tbody tr:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 } })} />
      <span ref={anchor} hidden />
    </>
  );
}
