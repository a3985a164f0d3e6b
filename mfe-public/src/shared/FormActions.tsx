import { Button, ButtonGroup } from '@portal/ui/Button';

/** Submit and Back, as every public helper form has them (Back never submits). */
export function FormActions({ submitting, onBack }: { submitting: boolean; onBack: () => void }) {
  return (
    <ButtonGroup>
      <Button type="submit" disabled={submitting}>
        Submit
      </Button>
      <Button variant="secondary" onClick={onBack}>
        Back
      </Button>
    </ButtonGroup>
  );
}
