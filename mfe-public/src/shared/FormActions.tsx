import { Button, ButtonGroup } from '@portal/ui/Button';
import { publicText } from '../public-text';

/** Submit and Back, as every public helper form has them (Back never submits). */
export function FormActions({ submitting, onBack }: { submitting: boolean; onBack: () => void }) {
  const text = publicText.useText();
  return (
    <ButtonGroup>
      <Button type="submit" disabled={submitting}>
        {text('common.submit')}
      </Button>
      <Button variant="secondary" onClick={onBack}>
        {text('common.back')}
      </Button>
    </ButtonGroup>
  );
}
