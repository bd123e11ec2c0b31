import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HelpOutline from '@mui/icons-material/HelpOutline';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Report from '@mui/icons-material/Report';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { Chip } from '@mui/material';

export const TONES = {
  critical: { color: 'error', variant: 'filled', Icon: Report },
  error: { color: 'error', variant: 'outlined', Icon: ErrorOutline },
  warning: { color: 'warning', variant: 'outlined', Icon: WarningAmber },
  info: { color: 'info', variant: 'outlined', Icon: InfoOutlined },
  success: { color: 'success', variant: 'outlined', Icon: CheckCircleOutline },
  neutral: { color: 'default', variant: 'outlined', Icon: HelpOutline },
} as const;

/** An option's value with its tone: a colour and an icon of its own, never colour alone. */
export function ToneChip({ tone, label }: { tone?: keyof typeof TONES; label: string }) {
  if (!tone) return <Chip size="small" label={label} />;
  const { color, variant, Icon } = TONES[tone];
  return <Chip size="small" color={color} variant={variant} icon={<Icon fontSize="small" />} label={label} data-tone={tone} />;
}
