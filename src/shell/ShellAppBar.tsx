import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import DevicesIcon from '@mui/icons-material/Devices';
import LaunchIcon from '@mui/icons-material/Launch';
import { Box, Chip, IconButton, ListItemIcon, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  AppBar,
  Confirm,
  LoadingIndicator,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
  useLocaleState,
  useLocales,
  useLogout,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { InboxButton } from './unread-notes';
import { LanguageMenuButton } from './LanguageMenuButton';
import { LiveAnnouncer } from './LiveAnnouncer';
import { useShell } from './http-context';
import type { LiveStatus } from './live-updates';

export interface Settings {
  environment: string;
  gekkoUrl: string | null;
  jiraUrl: string | null;
  confluenceUrl: string | null;
  zabbixUrl: string | null;
}

export function useSettings() {
  const { http } = useShell();
  return useQuery({ queryKey: ['settings'], queryFn: async () => (await http.get<Settings>('/settings')).data, staleTime: 5 * 60_000 });
}

function EnvironmentBadge() {
  const { data } = useSettings();
  const translate = useTranslate();
  if (!data || data.environment.toLowerCase() === 'production') return null;
  return (
    <Chip
      size="small"
      color="warning"
      label={data.environment}
      title={translate('gondola.shell.environment', { environment: data.environment })}
      sx={{ mx: 1, fontWeight: 600 }}
      data-testid="environment-badge"
    />
  );
}

const TOOLS = [
  ['gekko', 'gekkoUrl'],
  ['jira', 'jiraUrl'],
  ['confluence', 'confluenceUrl'],
  ['zabbix', 'zabbixUrl'],
] as const;

/** Links to the external tools from the settings object; a missing URL hides its link. */
function ExternalTools() {
  const { data } = useSettings();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const tools = TOOLS.filter(([, key]) => data?.[key]);
  if (!tools.length) return null;
  return (
    <>
      <Tooltip title={translate('gondola.shell.externalTools')}>
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-label={translate('gondola.shell.externalTools')}>
          <LaunchIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {tools.map(([name, key]) => (
          <MenuItem key={name} component="a" href={data![key]!} target="_blank" rel="noopener noreferrer" onClick={() => setAnchor(null)}>
            {translate(`gondola.shell.tools.${name}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function LiveIndicator() {
  const { live } = useShell();
  const translate = useTranslate();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => live.onStatus(setStatus), [live]);
  const up = status === 'up';
  return (
    <Tooltip title={translate(up ? 'gondola.shell.live.up' : 'gondola.shell.live.down')}>
      <span
        data-testid="live-indicator"
        data-status={status}
        role="img"
        aria-label={translate(up ? 'gondola.shell.live.up' : 'gondola.shell.live.down')}
        style={{ display: 'inline-flex', margin: '0 8px' }}
      >
        {up ? <CloudDoneIcon fontSize="small" /> : <CloudOffIcon fontSize="small" color="warning" />}
      </span>
    </Tooltip>
  );
}

/** On a phone the language choice moves from the app bar into the user menu. */
function LanguageItems() {
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <>
      {locales.map((l) => (
        <MenuItem key={l.locale} selected={l.locale === locale} onClick={() => setLocale(l.locale)} sx={{ display: { xs: 'flex', sm: 'none' } }} lang={l.locale}>
          <ListItemIcon />
          <Typography variant="body2">{l.name}</Typography>
        </MenuItem>
      ))}
    </>
  );
}

function ShellUserMenu() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  // The button shows the user's name: its accessible name must contain it (WCAG 2.5.3).
  const label = identity?.fullName ? translate('gondola.shell.userMenuOf', { name: identity.fullName }) : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      {identity?.email && (
        <MenuItem disabled>
          <ListItemIcon />
          <Typography variant="body2">{String(identity.email)}</Typography>
        </MenuItem>
      )}
      <LanguageItems />
      <SignOutEverywhere />
      <Logout />
    </UserMenu>
  );
}

/** Ends every recent session of the user and their calendar feeds (a lost phone), after asking. */
function SignOutEverywhere() {
  const translate = useTranslate();
  const logout = useLogout();
  const { onClose } = useUserMenu() ?? {};
  const [asking, setAsking] = useState(false);
  return (
    <>
      <MenuItem onClick={() => setAsking(true)}>
        <ListItemIcon>
          <DevicesIcon fontSize="small" />
        </ListItemIcon>
        <Typography variant="body2">{translate('gondola.shell.signOutEverywhere')}</Typography>
      </MenuItem>
      <Confirm
        isOpen={asking}
        title="gondola.shell.signOutEverywhereTitle"
        content="gondola.shell.signOutEverywhereBody"
        confirm="gondola.shell.signOutEverywhere"
        onConfirm={() => {
          setAsking(false);
          onClose?.();
          void logout({ everywhere: true });
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

// A title longer than a phone's bar ends in an ellipsis: react-admin wraps it in an inline-block
// (its inspector's anchor), which the heading's text-overflow would otherwise clip mid-letter.
const TITLE_ELLIPSIS = { '& .RaConfigurable-root': { display: 'inline' } } as const;
/** What a phone's app bar has no room for: the choice of language (then in the user menu) and theme. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'inline-flex' }, alignItems: 'center' } as const;

export function ShellAppBar() {
  const translate = useTranslate();
  return (
    <AppBar
      userMenu={<ShellUserMenu />}
      toolbar={
        <>
          <EnvironmentBadge />
          <LiveIndicator />
          <LiveAnnouncer />
          <InboxButton />
          <ExternalTools />
          <Box sx={WIDE_ONLY}>
            <LanguageMenuButton />
            <ToggleThemeButton />
          </Box>
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </>
      }
    >
      {/* The page's title is its one h1: every page names itself here (PageHeader, react-admin's Title). */}
      <TitlePortal component="h1" sx={TITLE_ELLIPSIS} />
    </AppBar>
  );
}
