import { Box } from '@mui/material';
import type { ComponentProps } from 'react';
import { lazyModule } from './lazy-module';
import type { RecordMultiPicker } from './RecordMultiPicker';

const usePicker = lazyModule(() => import('./RecordMultiPicker').then((module) => module.RecordMultiPicker));

/**
 * A RecordMultiPicker for a list's own filters, whose code (MUI's Autocomplete and text field)
 * loads when the picker is first shown: a phone's list keeps its filters folded, and a list opened
 * there downloaded and evaluated the pickers for nothing. Until it is here, a box of its width holds its place.
 */
export function LazyRecordMultiPicker(props: ComponentProps<typeof RecordMultiPicker>) {
  const Picker = usePicker();
  return Picker ? <Picker {...props} /> : <Box sx={{ width: { xs: '100%', sm: props.width ?? 260 }, minHeight: 40 }} />;
}
