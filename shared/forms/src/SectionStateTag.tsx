/** A section's state as the server sees it (task list, check your answers), worded and coloured alike on every long form. */
import type { SectionState } from '@portal/contracts/forms';
import { StatusTag } from '@portal/ui/StatusTag';
import { formsText } from './text';

const STATE_COLOURS = { NOT_STARTED: 'grey', IN_PROGRESS: 'blue', COMPLETED: 'green', HAS_ERRORS: 'red' } as const;

export function SectionStateTag({ state }: { state: SectionState }) {
  const text = formsText.useText();
  return <StatusTag status={state} colour={STATE_COLOURS[state]} label={text(`sectionStates.${state}`)} />;
}
