import { LinearProgress, type LinearProgressProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A loading bar that says what it is to a screen reader (a progress bar needs a name). */
export function Loading(props: LinearProgressProps) {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} {...props} />;
}
