import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// react-admin's light theme with colours white text can be read on (WCAG AA, 4.5:1): its app-bar
// blue (#2196f3) and MUI's warning orange (#ed6c02) reach only about 3.1:1.
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    warning: { main: '#b45309', contrastText: '#fff' },
  },
};

export const darkTheme: RaThemeOptions = defaultDarkTheme;
