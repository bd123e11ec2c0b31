import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import SortIcon from '@mui/icons-material/Sort';
import { MenuItem } from '@mui/material';
import { useListSortContext, useTranslate, useTranslateLabel } from 'react-admin';
import { MenuButton } from '@src/kit/MenuButton';
import { keys } from './resource-messages';

const inverse = (order: string) => (order === 'ASC' ? 'DESC' : 'ASC');

/** The phone rows' one sort control: a column chosen from a menu, chosen again to reverse it (as react-admin's SortButton). */
export function PhoneSortButton({ fields }: { fields: string[] }) {
  const { resource, sort, setSort } = useListSortContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const labelOf = (field: string) => String(translateLabel({ resource, source: field, label: keys.column(resource, field) }));
  const fieldLabel = labelOf(sort.field);
  const label = translate('ra.sort.sort_by', {
    field: fieldLabel,
    field_lower_first: fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1),
    order: translate(`ra.sort.${sort.order}`),
  });
  return (
    <MenuButton
      size="small"
      color="primary"
      startIcon={<SortIcon />}
      endIcon={<ArrowDropDownIcon />}
      items={(close) =>
        fields.map((field) => {
          const order = field === sort.field ? inverse(sort.order) : 'ASC';
          return (
            <MenuItem
              key={field}
              onClick={() => {
                setSort({ field, order });
                close();
              }}
            >
              {labelOf(field)} {translate(`ra.sort.${order}`)}
            </MenuItem>
          );
        })
      }
    >
      {label}
    </MenuButton>
  );
}
