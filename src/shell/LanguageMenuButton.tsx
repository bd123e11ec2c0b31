import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { MenuItem } from '@mui/material';
import { useLocales, useLocaleState } from 'react-admin';
import { MenuButton } from '@src/kit/MenuButton';

/** The app bar's choice of language, as react-admin's LocalesMenuButton but with a menu that exists while open only. */
export function LanguageMenuButton() {
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const current = locales.find((l) => l.locale === locale);
  return (
    <MenuButton
      color="inherit"
      variant="text"
      startIcon={<LanguageIcon />}
      endIcon={<ExpandMoreIcon fontSize="small" />}
      items={(close) =>
        locales.map((l) => (
          <MenuItem
            key={l.locale}
            lang={l.locale}
            selected={l.locale === locale}
            onClick={() => {
              setLocale(l.locale);
              close();
            }}
          >
            {l.name}
          </MenuItem>
        ))
      }
    >
      {current?.name ?? locale}
    </MenuButton>
  );
}
