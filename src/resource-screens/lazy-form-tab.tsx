import { useState, type ComponentProps } from 'react';
import { TabbedForm } from 'react-admin';
import { useFormState } from 'react-hook-form';

type LazyFormTabProps = ComponentProps<typeof TabbedForm.Tab> & {
  /** The fields the tab's inputs edit: a failed check on one of them shows its inputs. */
  fields: readonly string[];
};

/**
 * A form tab whose inputs mount the first time the tab is shown, not with the form: a record's
 * other tabs (a resort has five, ~30 inputs) were rendered hidden before its first tab could
 * show. The form's values hold every field from the start, so a save sends the untouched tabs'
 * values as they were. A tab not opened yet mounts its inputs as soon as one of its fields fails
 * the check, so its header turns red and the field says why.
 */
export function LazyFormTab({ fields, children, ...tab }: LazyFormTabProps) {
  const shown = tab.intent !== 'header' && !tab.hidden;
  const { errors } = useFormState({ name: [...fields] });
  const failing = fields.some((name) => errors[name] !== undefined);
  const [mounted, setMounted] = useState(shown);
  if ((shown || failing) && !mounted) setMounted(true);
  return <TabbedForm.Tab {...tab}>{mounted ? children : null}</TabbedForm.Tab>;
}
