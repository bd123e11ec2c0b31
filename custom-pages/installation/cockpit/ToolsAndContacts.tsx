import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useGetList, useGetMany, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { can } from '@core/access';
import { useShell } from '@src/shell/http-context';
import { useSettings } from '@src/shell/ShellAppBar';

/** The installation in the external tools of the settings: Zabbix host search, Jira, Confluence, Gekko. */
export function ExternalToolLinks({ installation }: { installation: RaRecord }) {
  const translate = useTranslate();
  const { data: settings } = useSettings();
  const name = encodeURIComponent(String(installation.name));
  const id = encodeURIComponent(String(installation.id));
  const links = [
    settings?.zabbixUrl && ['zabbix', `${settings.zabbixUrl.replace(/\/$/, '')}/zabbix.php?action=search&search=${id}`],
    settings?.jiraUrl && ['jira', `${settings.jiraUrl.replace(/\/$/, '')}/issues/?jql=${encodeURIComponent(`text ~ "${String(installation.name)}"`)}`],
    settings?.confluenceUrl && ['confluence', `${settings.confluenceUrl.replace(/\/$/, '')}/dosearchsite.action?queryString=${name}`],
    settings?.gekkoUrl && ['gekko', settings.gekkoUrl],
  ].filter((l): l is [string, string] => !!l);
  if (!links.length) return <Typography color="text.secondary">{translate('gondola.cockpit.tools.none')}</Typography>;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-testid="cockpit-tools">
      {links.map(([tool, href]) => (
        <Button key={tool} size="small" variant="outlined" href={href} target="_blank" rel="noopener noreferrer">
          {translate(`gondola.shell.tools.${tool}`)}
        </Button>
      ))}
    </Stack>
  );
}

/** Whom to call, in escalation order; those who notify customers can write to one of them or the whole group. */
export function ContactsToCall({ installationId }: { installationId: string }) {
  const translate = useTranslate();
  const { principal } = useShell();
  const notifies = can(principal, 'support.write');
  const at = encodeURIComponent(installationId);
  const { data: links = [], isPending } = useGetList('installation-contacts', {
    filter: { installationId },
    sort: { field: 'escalationOrder', order: 'ASC' },
    pagination: { page: 1, perPage: 50 },
  });
  const { data: contacts = [] } = useGetMany('contacts', { ids: links.map((l) => l.contactId) }, { enabled: links.length > 0 });
  if (isPending) return null;
  const group = notifies && (
    <Box>
      <Button size="small" variant="outlined" component={RouterLink} to={`/notify-group/${at}`} data-testid="notify-group">
        {translate('gondola.communication.notify.notifyGroup')}
      </Button>
    </Box>
  );
  if (!links.length)
    return (
      <Stack spacing={1}>
        <Typography color="text.secondary">{translate('gondola.cockpit.contacts.none')}</Typography>
        {group}
      </Stack>
    );
  return (
    <Stack spacing={0.5} data-testid="cockpit-contacts">
      {links.map((link) => {
        const contact = contacts.find((c) => c.id === link.contactId);
        return (
          <Stack key={String(link.id)} direction="row" spacing={1} alignItems="baseline" useFlexGap flexWrap="wrap">
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {contact ? String(contact.name) : String(link.contactId)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`resources.installation-contacts.options.role.${String(link.role)}`, { _: String(link.role ?? '') })}
            </Typography>
            {/* The theme's link colour: the browser's own blue is unreadable on the dark theme's paper. */}
            {contact?.phone ? <Link href={`tel:${String(contact.phone).replace(/\s/g, '')}`}>{String(contact.phone)}</Link> : null}
            {notifies && contact ? (
              <Link component={RouterLink} to={`/notify/${at}/${encodeURIComponent(String(contact.id))}`} variant="body2">
                {translate('gondola.communication.notify.notifyContact', { name: String(contact.name) })}
              </Link>
            ) : null}
          </Stack>
        );
      })}
      {group}
    </Stack>
  );
}
