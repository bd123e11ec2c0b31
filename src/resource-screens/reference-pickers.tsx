import { Box } from '@mui/material';
import { useCallback, useState, type ReactNode } from 'react';
import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput } from 'react-admin';
import { PICKER_META } from '@src/data/seed-references';

/** A picker's choices show their names only: the records their own reference columns name are not asked for with them. */
const CHOICES_ONLY = { meta: PICKER_META };

interface PickerProps {
  source: string;
  reference: string;
  label: string;
  helperText?: string | false;
  isRequired?: boolean;
}

/**
 * Whether a picker's choices are wanted yet: from the moment the user reaches it (focus, or a
 * click that opens it). An edit screen with five references asked for five lists of choices
 * nobody had looked at before its form could settle; the chosen records' names come with the
 * form (react-admin's getMany of the current values) either way.
 */
function useChoicesOnReach() {
  const [wanted, setWanted] = useState(false);
  const reach = useCallback(() => setWanted(true), []);
  const enableGetChoices = useCallback(() => wanted, [wanted]);
  return { reach, enableGetChoices };
}

function Reach({ onReach, children }: { onReach: () => void; children: ReactNode }) {
  return (
    <Box onFocusCapture={onReach} onPointerDownCapture={onReach} sx={{ display: 'contents' }}>
      {children}
    </Box>
  );
}

/** One record of `reference`, picked by name; the choices are asked for when the picker is reached. */
export function ReferencePicker({ source, reference, label, helperText, isRequired }: PickerProps) {
  const { reach, enableGetChoices } = useChoicesOnReach();
  return (
    <Reach onReach={reach}>
      <ReferenceInput source={source} reference={reference} queryOptions={CHOICES_ONLY} enableGetChoices={enableGetChoices}>
        <AutocompleteInput label={label} helperText={helperText} isRequired={isRequired} onOpen={reach} />
      </ReferenceInput>
    </Reach>
  );
}

/** Several records of `reference`, picked by name; the choices are asked for when the picker is reached. */
export function ReferencesPicker({ source, reference, label, helperText }: PickerProps) {
  const { reach, enableGetChoices } = useChoicesOnReach();
  return (
    <Reach onReach={reach}>
      <ReferenceArrayInput source={source} reference={reference} queryOptions={CHOICES_ONLY} enableGetChoices={enableGetChoices}>
        <AutocompleteArrayInput label={label} helperText={helperText} onOpen={reach} />
      </ReferenceArrayInput>
    </Reach>
  );
}
