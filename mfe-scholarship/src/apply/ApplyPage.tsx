/**
 * Apply (the kit's page): choose the submitted admission application the scholarship application goes
 * with (one scholarship application per academic year), then start it. Years that already have one link to it.
 */
import type { ScholarshipApplicationSummary } from '@portal/contracts/api';
import { StartWithAdmission } from '@portal/forms/StartWithAdmission';
import { useNavigate } from '@portal/router';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';

export function ApplyPage() {
  const text = scholarshipText.useText();
  const navigate = useNavigate();
  return (
    <StartWithAdmission<ScholarshipApplicationSummary>
      text={text}
      api="/scholarship/applications"
      existing={(application) => text('apply.existing', { year: application.academicYear })}
      href={(application) => paths.taskList(application.id)}
      onStarted={(id) => navigate(paths.taskList(id))}
    />
  );
}
