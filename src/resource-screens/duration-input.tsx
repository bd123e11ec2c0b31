import { TextInput, useTranslate } from 'react-admin';
import { formatMinutes, parseMinutes } from '@core/duration';

/**
 * Whole minutes typed as people say them ("1h30", "90m", "1.5h", "90"). What does not read as a
 * duration stays as typed, so the form's validation names the field instead of losing the input.
 */
export function DurationInput({ source, label, helperText, isRequired }: { source: string; label: string; helperText: string | false; isRequired: boolean }) {
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      label={label}
      isRequired={isRequired}
      helperText={helperText || translate('gondola.kit.durationHint')}
      parse={(text: string) => (text.trim() ? (parseMinutes(text) ?? text) : null)}
      format={(value: unknown) => (typeof value === 'number' ? formatMinutes(value) : ((value as string | null | undefined) ?? ''))}
    />
  );
}
