/**
 * /office/admission/dashboard/places?academicYear=…: the places each programme has in an academic
 * year, which the dashboard draws offers and replies against. One number field per programme, checked
 * by the shared schema the API uses; saved as a whole (a programme left empty has none set), then back
 * to the dashboard for that year with a done notice.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import { PROGRAMMES, programmeName } from '@portal/contracts/programmes';
import { isAcademicYear } from '@portal/contracts/schemas/common';
import { programmePlacesSchema, type ProgrammePlaces } from '@portal/contracts/schemas/admission/programme-places';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { Navigate, useNavigate, useSearchParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { ConsolePage } from '@portal/ui/console/ConsolePage';
import { FormikErrorSummary, FormikTextField } from '@portal/ui/formik';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionOfficeText } from '../office-text';

const PLACES_API = '/office/admission/programme-places';
/** Each programme's field, in the catalogue's order (the error summary's too). */
const FIELDS = PROGRAMMES.map((programme) => `places.${programme.code}`);

interface PlacesValues {
  academicYear: string;
  places: Record<string, string>;
}

/** What the form tells the dashboard it has done. */
export interface PlacesNotice {
  placesSavedFor: string;
}

export function ProgrammePlacesPage() {
  const [params] = useSearchParams();
  const academicYear = params.get('academicYear') ?? '';
  // The dashboard links here with its year; without one there is nothing to set.
  if (!isAcademicYear(academicYear)) return <Navigate to=".." relative="path" replace />;
  return <PlacesForYear academicYear={academicYear} />;
}

function PlacesForYear({ academicYear }: { academicYear: string }) {
  const text = admissionOfficeText.useText();
  const language = useLanguage();
  const navigate = useNavigate();
  const current = useApiQuery<ProgrammePlaces>(`${PLACES_API}?academicYear=${encodeURIComponent(academicYear)}`);
  const dashboard = `..?academicYear=${encodeURIComponent(academicYear)}`;
  const onSubmit = async (values: PlacesValues, helpers: FormikHelpers<PlacesValues>) => {
    clearNotifications();
    try {
      await http.put<ProgrammePlaces>(PLACES_API, values);
      navigate(dashboard, { relative: 'path', state: { notice: { placesSavedFor: academicYear } satisfies PlacesNotice } });
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };
  return (
    <ConsolePage title={text('dashboard.places.title')} caption={academicYear} back={{ to: dashboard, label: text('dashboard.places.back'), relative: 'path' }}>
      <p className="pt-body">{text('dashboard.places.intro', { year: academicYear })}</p>
      <QueryResult query={current} what={text('dashboard.places.what')}>
        {(set) => (
          <Formik<PlacesValues>
            initialValues={{ academicYear, places: Object.fromEntries(PROGRAMMES.map((programme) => [programme.code, set.places[programme.code]?.toString() ?? ''])) }}
            validate={schemaValidator(programmePlacesSchema)}
            onSubmit={onSubmit}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label={text('dashboard.places.formLabel')}>
                <FormikErrorSummary order={FIELDS} />
                <div className="pt-filter-grid">
                  {PROGRAMMES.map((programme) => (
                    <FormikTextField
                      key={programme.code}
                      name={`places.${programme.code}`}
                      label={programmeName(programme.code, language)}
                      hint={text('dashboard.places.hint')}
                      inputMode="numeric"
                      width={5}
                      maxLength={5}
                      autoComplete="off"
                    />
                  ))}
                </div>
                <Button type="submit" disabled={isSubmitting}>
                  {text('dashboard.places.save')}
                </Button>
              </Form>
            )}
          </Formik>
        )}
      </QueryResult>
    </ConsolePage>
  );
}
