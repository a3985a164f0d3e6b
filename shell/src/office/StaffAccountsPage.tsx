import { useState } from 'react';
import { Form, Formik } from 'formik';
import { STAFF_ROLES, type StaffMember, type StaffRole } from '@portal/contracts/office/staff';
import { LIMITS } from '@portal/contracts/limits';
import { newStaffSchema } from '@portal/contracts/schemas/office-staff';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { useStaffSession } from '@portal/http/staff-session';
import { useApiQuery } from '@portal/http/use-api-query';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { applyApiErrors, FormikEmailField, FormikErrorSummary, FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { schemaValidator } from '@portal/ui/schema-validation';
import { SelectField } from '@portal/ui/SelectField';
import { Table } from '@portal/ui/Table';
import { roleName, roleNameRef } from './OfficeArea';
import { officeText } from './office-text';

const roleOptions = () => STAFF_ROLES.map((role) => ({ value: role, label: roleName(role) }));

/** /office/staff (office administrator): every staff account, its role and state; add, change, deactivate. */
export function StaffAccountsPage() {
  const text = officeText.useText();
  const query = useApiQuery<StaffMember[]>('/office/staff');
  usePageTitle(text('staff.title'));
  return (
    <>
      <PageHeading caption={text('staff.caption')}>{text('staff.title')}</PageHeading>
      <QueryResult query={query} what={text('staff.title')}>
        {(members) => <StaffTable members={members} onChanged={query.reload} />}
      </QueryResult>
      <AddStaffForm onAdded={query.reload} />
    </>
  );
}

function StaffTable({ members, onChanged }: { members: StaffMember[]; onChanged: () => void }) {
  const text = officeText.useText();
  const me = useStaffSession((state) => state.session?.staff?.id);
  const [roles, setRoles] = useState<Record<string, StaffRole>>({});

  const change = async (member: StaffMember, body: { role?: StaffRole; active?: boolean }, success: string) => {
    notificationStore.getState().clear();
    try {
      await http.patch(`/office/staff/${member.id}`, body);
      notificationStore.getState().show({ kind: 'success', messages: [success] });
      onChanged();
    } catch (error) {
      notificationStore.getState().showErrors(apiErrorsOf(error));
    }
  };

  // Lost passkey and phone: the person's factors go, their sessions end, they enrol again at the next sign-in.
  const resetFactors = async (member: StaffMember) => {
    notificationStore.getState().clear();
    try {
      await http.post(`/office/staff/${member.id}/second-factor/reset`);
      notificationStore.getState().show({ kind: 'success', messages: [officeText.ref('staff.factorsReset', { name: member.fullName })] });
    } catch (error) {
      notificationStore.getState().showErrors(apiErrorsOf(error));
    }
  };

  return (
    <Table
      caption={text('staff.listCaption')}
      rows={members}
      rowKey={(member) => member.id}
      firstCellIsHeader
      columns={[
        { header: text('staff.name'), cell: (member) => member.fullName },
        { header: text('staff.email'), cell: (member) => member.email },
        {
          header: text('staff.role'),
          cell: (member) =>
            member.id === me ? (
              <>
                {roleName(member.role)} <span className="pt-hint">({text('staff.you')})</span>
              </>
            ) : (
              <div className="pt-inline-form">
                <SelectField
                  id={`role-${member.id}`}
                  label={text('staff.changeRoleFor', { name: member.fullName })}
                  options={roleOptions()}
                  value={roles[member.id] ?? member.role}
                  onChange={(event) => setRoles({ ...roles, [member.id]: event.target.value as StaffRole })}
                />
                <Button
                  variant="secondary"
                  disabled={(roles[member.id] ?? member.role) === member.role}
                  onClick={() => {
                    const role = roles[member.id]!;
                    void change(member, { role }, officeText.ref('staff.roleSaved', { name: member.fullName, role: roleNameRef(role) }));
                  }}
                >
                  {text('staff.saveRole', { name: member.fullName })}
                </Button>
              </div>
            ),
        },
        { header: text('staff.state'), cell: (member) => (member.active ? text('staff.active') : text('staff.inactive')) },
        {
          header: text('staff.actions'),
          cell: (member) =>
            member.id === me ? null : (
              <div className="pt-button-group">
                {member.active ? (
                  <Button variant="warning" onClick={() => void change(member, { active: false }, officeText.ref('staff.deactivated', { name: member.fullName }))}>
                    {text('staff.deactivate', { name: member.fullName })}
                  </Button>
                ) : (
                  <Button variant="secondary" onClick={() => void change(member, { active: true }, officeText.ref('staff.reactivated', { name: member.fullName }))}>
                    {text('staff.reactivate', { name: member.fullName })}
                  </Button>
                )}
                <Button variant="secondary" onClick={() => void resetFactors(member)}>
                  {text('staff.resetFactors', { name: member.fullName })}
                </Button>
              </div>
            ),
        },
      ]}
    />
  );
}

/** The form's values: the role is '' until one is chosen. */
interface NewStaffValues {
  email: string;
  fullName: string;
  role: string;
  password: string;
}

function AddStaffForm({ onAdded }: { onAdded: () => void }) {
  const text = officeText.useText();
  return (
    <section aria-labelledby="add-staff">
      <h2 className="pt-heading-m" id="add-staff">
        {text('staff.addTitle')}
      </h2>
      <Formik<NewStaffValues>
        initialValues={{ email: '', fullName: '', role: '', password: '' }}
        validate={schemaValidator(newStaffSchema)}
        onSubmit={async (values, helpers) => {
          notificationStore.getState().clear();
          try {
            const { data } = await http.post<StaffMember>('/office/staff', { ...values, email: values.email.trim(), fullName: values.fullName.trim().toUpperCase() });
            notificationStore.getState().show({ kind: 'success', messages: [officeText.ref('staff.added', { name: data.fullName, role: roleNameRef(data.role) })] });
            helpers.resetForm();
            onAdded();
          } catch (error) {
            const general = applyApiErrors(helpers, apiErrorsOf(error));
            if (general.length) notificationStore.getState().showErrors(general);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby="add-staff">
            <FormikErrorSummary />
            <FormikTextField name="fullName" label={text('staff.fullName')} maxLength={LIMITS.name} autoComplete="off" required />
            <FormikEmailField label={text('staff.email')} autoComplete="off" />
            <FormikSelectField name="role" label={text('staff.role')} options={roleOptions()} placeholder={text('staff.chooseRole')} required />
            <FormikTextField
              name="password"
              label={text('staff.firstPassword')}
              hint={text('staff.firstPasswordHint')}
              type="password"
              autoComplete="new-password"
              maxLength={LIMITS.passwordMax}
              required
            />
            <Button type="submit" disabled={isSubmitting}>
              {text('staff.add')}
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
