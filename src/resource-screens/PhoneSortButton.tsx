import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import SortIcon from '@mui/icons-material/Sort';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useListSortContext, useTranslate, useTranslateLabel } from 'react-admin';

const inverse = (order: string) => (order === 'ASC' ? 'DESC' : 'ASC');

/**
 * The phone rows' one sort control: a column chosen from a menu, chosen again to reverse it (as
 * react-admin's SortButton, whose menu stays mounted while closed: on a phone's first list its
 * portal re-rendered in the same task as the rows, ~40 ms at phone speed; this one exists while open).
 */
export function PhoneSortButton({ fields }: { fields: string[] }) {
  const { resource, sort, setSort } = useListSortContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const labelOf = (field: string) => String(translateLabel({ resource, source: field }));
  const fieldLabel = labelOf(sort.field);
  const label = translate('ra.sort.sort_by', {
    field: fieldLabel,
    field_lower_first: fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1),
    order: translate(`ra.sort.${sort.order}`),
  });
  return (
    <>
      <Button
        size="small"
        color="primary"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<SortIcon />}
        endIcon={<ArrowDropDownIcon />}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {fields.map((field) => {
          const order = field === sort.field ? inverse(sort.order) : 'ASC';
          return (
            <MenuItem
              key={field}
              onClick={() => {
                setSort({ field, order });
                setAnchor(null);
              }}
            >
              {labelOf(field)} {translate(`ra.sort.${order}`)}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
