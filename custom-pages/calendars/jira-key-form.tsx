import { JIRA_KEY } from '@core/calendars';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** The resource calendar's way to a Jira issue's assignment page (`/resource-project-calendar/add/{key}`) by typing its key. */
export function JiraKeyForm() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [key, setKey] = useState('');
  const normalised = key.trim().toUpperCase();
  const valid = JIRA_KEY.test(normalised);
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      aria-label={translate('gondola.calendars.fromJira')}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) navigate(`/resource-project-calendar/add/${encodeURIComponent(normalised)}`);
      }}
      sx={{ alignItems: 'center' }}
    >
      <TextField
        size="small"
        label={translate('gondola.calendars.jiraKey')}
        value={key}
        onChange={(e) => setKey(e.target.value)}
        error={key.trim() !== '' && !valid}
        sx={{ width: 170 }}
      />
      <Button type="submit" disabled={!valid}>
        {translate('gondola.calendars.fromJira')}
      </Button>
    </Stack>
  );
}
