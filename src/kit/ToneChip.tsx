import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HelpOutline from '@mui/icons-material/HelpOutline';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Report from '@mui/icons-material/Report';
import WarningAmber from '@mui/icons-material/WarningAmber';

export const TONES = {
  critical: { color: 'error', variant: 'filled', Icon: Report },
  error: { color: 'error', variant: 'outlined', Icon: ErrorOutline },
  warning: { color: 'warning', variant: 'outlined', Icon: WarningAmber },
  info: { color: 'info', variant: 'outlined', Icon: InfoOutlined },
  success: { color: 'success', variant: 'outlined', Icon: CheckCircleOutline },
  neutral: { color: 'default', variant: 'outlined', Icon: HelpOutline },
} as const;

/** The class the theme styles chips by (`toneChipStyles`, in the console's CssBaseline). */
export const TONE_CHIP = 'GondolaToneChip';

/**
 * An option's value with its tone: a colour and an icon of its own, never colour alone. Drawn as
 * MUI's small chip looks, by one class the theme styles once: a list shows four such chips a row,
 * and MUI's `<Chip>` (three styled parts, its variants worked out per chip and render) was a
 * sixth of a 25-row page's components and most of its style work.
 */
export function ToneChip({ tone, label }: { tone?: keyof typeof TONES; label: string }) {
  const Icon = tone ? TONES[tone].Icon : undefined;
  return (
    <span className={TONE_CHIP} data-tone={tone}>
      {Icon && <Icon className={`${TONE_CHIP}-icon`} />}
      <span className={`${TONE_CHIP}-label`}>{label}</span>
    </span>
  );
}
