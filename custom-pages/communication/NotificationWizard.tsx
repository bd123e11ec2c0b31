import { Alert, Box, Button, Card, CardContent, Stack, Step, StepButton, Stepper, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeader, type Crumb } from '@src/resource-screens/page-title';
import { ChannelsStep } from './ChannelsStep';
import { MessageStep } from './MessageStep';
import { type FreshDraft, useNotificationDraft } from './notification-draft';
import { PreviewStep } from './PreviewStep';
import { RecipientsStep } from './RecipientsStep';
import { SendStep } from './SendStep';

export type StepId = 'recipients' | 'channels' | 'message' | 'preview' | 'send';

/**
 * The notification wizard (spec §2 /customer-notification and the notify flows): the steps the
 * flow needs, over a draft kept on the server, so leaving mid-way keeps it; once sent, its
 * progress and report. A notify flow hands a fresh draft instead, stored at the first change.
 */
export function NotificationWizard({
  draftId,
  fresh,
  onCreated,
  steps,
  crumbs,
  group,
  templates = true,
}: {
  draftId?: string;
  fresh?: FreshDraft;
  onCreated?: (id: string) => void;
  steps: StepId[];
  crumbs: Crumb[];
  group?: string;
  templates?: boolean;
}) {
  const translate = useTranslate();
  const { draft, change, flush, saving, error, accept } = useNotificationDraft(draftId, fresh, onCreated);
  const t = (key: string, args?: object) => translate(`gondola.communication.wizard.${key}`, args);
  if (!draft) return error ? <Alert severity="error">{error}</Alert> : null;
  const sent = draft.state !== 'draft';
  const active = sent ? steps.length - 1 : Math.min(Math.max(0, draft.step - (5 - steps.length)), steps.length - 1);
  // The draft remembers the step as the full wizard counts them, so a flow with fewer steps resumes where it was.
  const go = (index: number) => change({ step: index + (5 - steps.length) });
  const step = steps[active]!;
  return (
    <Box>
      <PageHeader crumbs={[...crumbs, { label: draft.title || t('new') }]} />
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <TextField
              label={t('title')}
              value={draft.title}
              disabled={sent}
              onChange={(e) => change({ title: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ maxWidth: 560 }}
            />
            {/* On a phone five steps barely fit: smaller labels, and the row scrolls rather than widening the page. */}
            <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
              <Stepper nonLinear activeStep={active} alternativeLabel sx={{ pb: 1, minWidth: 320, '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 14 } } }}>
                {steps.map((id, index) => (
                  <Step key={id} completed={sent ? id !== 'send' : index < active}>
                    <StepButton onClick={() => go(index)} disabled={sent}>
                      {t(`steps.${id}`)}
                    </StepButton>
                  </Step>
                ))}
              </Stepper>
            </Box>
            {/* Above the step, not below it: a step's list loading (50 recipients) would move the buttons under the pointer. */}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {!sent && (
                <>
                  <Button disabled={active === 0} onClick={() => go(active - 1)}>
                    {t('back')}
                  </Button>
                  {active < steps.length - 1 && (
                    <Button variant="contained" onClick={() => go(active + 1)} data-testid="wizard-next">
                      {t('next')}
                    </Button>
                  )}
                </>
              )}
              <Typography variant="body2" color={error ? 'error' : 'text.secondary'} role="status" aria-live="polite" data-testid="draft-state">
                {error ? t('saveFailed', { reason: error }) : saving ? t('saving') : sent || draft.id === undefined ? '' : t('saved')}
              </Typography>
            </Stack>
            <Box>
              {step === 'recipients' && <RecipientsStep draft={draft} change={change} group={group} />}
              {step === 'channels' && <ChannelsStep draft={draft} change={change} />}
              {step === 'message' && <MessageStep draft={draft} change={change} templates={templates} />}
              {step === 'preview' && <PreviewStep draft={draft} flush={flush} />}
              {step === 'send' && <SendStep draft={draft} flush={flush} accept={accept} />}
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
