import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useGetMany, useListContext, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formattingLocale } from '@src/i18n/date-format';
import { relativeTime } from '@src/i18n/relative-time';
import { ToneChip } from '@src/kit/ToneChip';
import { registry } from '@src/resource-screens/registry';

/**
 * The problem list on a phone: one card per problem with what triage needs at a glance (severity,
 * what, where, since when, acknowledged or not), each opening the problem.
 */
export function ProblemCards() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const { data = [], isPending } = useListContext();
  const installationIds = [...new Set(data.map((p) => p.installationId).filter((id): id is string => typeof id === 'string'))];
  // The page's answer embedded the installations its rows name (seed-references.ts); only others are asked for.
  const queryClient = useQueryClient();
  const embedded = (id: string) => queryClient.getQueryData<RaRecord>(['installations', 'getOne', { id }]);
  const missing = installationIds.filter((id) => !embedded(id));
  const { data: fetched = [] } = useGetMany('installations', { ids: missing }, { enabled: missing.length > 0 });
  const nameOf = (id: string) => (embedded(id) ?? fetched.find((i: RaRecord) => i.id === id))?.name ?? '';
  const severity = registry.get('problems')!.fields.severity;
  const toneOf = (value: unknown) => (severity?.kind === 'enum' ? severity.options.find((o) => o.value === String(value))?.tone : undefined);
  if (isPending) return null;
  return (
    <Box component="ul" aria-label={translate('gondola.problems.cards')} data-testid="problem-cards" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {data.map((problem) => (
        <Box component="li" key={String(problem.id)} data-acknowledged={problem.acknowledged === true}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={`/problems/${encodeURIComponent(String(problem.id))}/show`}>
              <CardContent sx={{ py: 1.25, '&:last-child': { pb: 1.25 } }}>
                <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap', mb: 0.5 }}>
                  <ToneChip tone={toneOf(problem.severity)} label={translate(`resources.problems.options.severity.${problem.severity}`)} />
                  <Chip
                    size="small"
                    variant="outlined"
                    color={problem.acknowledged ? 'default' : 'warning'}
                    label={translate(problem.acknowledged ? 'gondola.problems.acknowledged' : 'gondola.problems.notAcknowledged')}
                  />
                </Stack>
                <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
                  {String(problem.name)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[nameOf(problem.installationId) || problem.installationId, problem.startedAt && relativeTime(String(problem.startedAt), formattingLocale(language))]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
