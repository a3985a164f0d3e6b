/**
 * Audition portfolio (music only): instrument or voice type, up to 3 repertoire pieces, the link to a
 * recorded audition video and three preferred live audition slots. Portfolio files are uploaded in
 * Document Upload (a hint says so).
 */
import { FieldArray, useFormikContext } from 'formik';
import {
  AUDITION_SLOTS,
  INSTRUMENTS,
  MAX_REPERTOIRE,
  PREFERRED_SLOTS,
  REPERTOIRE_TEXT_LIMIT,
  VIDEO_URL_LIMIT,
  auditionSchema,
} from '@portal/contracts/schemas/admission/audition';
import { Button } from '@portal/ui/Button';
import { Fieldset } from '@portal/ui/Fieldset';
import { formatDate } from '@portal/ui/format';
import { FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { FormikComboboxField } from '@portal/ui/formik-combobox';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionSectionText } from '../section-text';
import { AdmissionSectionPage, type SectionPageProps } from '../section-page';

interface PieceValues {
  composer: string;
  title: string;
}
type Values = { instrument: string; repertoire: PieceValues[]; videoUrl: string; slots: string[] };

const emptyPiece = (): PieceValues => ({ composer: '', title: '' });
const EMPTY: Values = { instrument: '', repertoire: [emptyPiece()], videoUrl: '', slots: ['', '', ''] };
const SLOT_POSITIONS = ['0', '1', '2'] as const;

/** Error-summary order: the records' fields in page order, however many there are. */
const ORDER = [
  'instrument',
  'repertoire',
  ...Array.from({ length: MAX_REPERTOIRE + 1 }, (_, index) => [`repertoire.${index}.composer`, `repertoire.${index}.title`]).flat(),
  'videoUrl',
  'slots',
  ...SLOT_POSITIONS.map((position) => `slots.${position}`),
];

export default function AuditionPage(page: SectionPageProps) {
  return (
    <AdmissionSectionPage {...page} section="audition" emptyValues={EMPTY} validate={schemaValidator(auditionSchema)} errorSummary={{ order: ORDER }}>
      <Fields />
    </AdmissionSectionPage>
  );
}

function Fields() {
  const text = admissionSectionText.useText();
  const instruments = INSTRUMENTS.map((instrument) => ({ value: instrument, label: text(`audition.instruments.${instrument}`) }));
  const slots = AUDITION_SLOTS.map((slot) => ({
    value: slot.code,
    label: text('audition.slotLabel', { date: formatDate(slot.date), session: text(`audition.sessions.${slot.session}`) }),
  }));
  return (
    <>
      <p className="pt-inset">{text('audition.portfolioHint')}</p>
      <FormikComboboxField name="instrument" label={text('audition.instrument')} hint={text('audition.instrumentHint')} options={instruments} width="two-thirds" required />
      <Repertoire />
      <FormikTextField
        name="videoUrl"
        label={text('audition.videoUrl')}
        hint={text('audition.videoUrlHint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        maxLength={VIDEO_URL_LIMIT}
        required
      />
      <Fieldset id="slots" legend={text('audition.slotsHeading')} hint={text('audition.slotsHint')} legendSize="m">
        {SLOT_POSITIONS.slice(0, PREFERRED_SLOTS).map((position) => (
          <FormikSelectField
            key={position}
            name={`slots[${position}]`}
            id={`slots.${position}`}
            label={text(`audition.slot.${position}`)}
            placeholder={text('audition.chooseSlot')}
            options={slots}
            required
          />
        ))}
      </Fieldset>
    </>
  );
}

function Repertoire() {
  const text = admissionSectionText.useText();
  const { values } = useFormikContext<Values>();
  const pieces = values.repertoire ?? [];
  return (
    <Fieldset id="repertoire" legend={text('audition.repertoireHeading')} hint={text('audition.repertoireIntro', { max: MAX_REPERTOIRE })} legendSize="m">
      <FieldArray name="repertoire">
        {(array) => (
          <>
            {pieces.map((_, index) => {
              const number = index + 1;
              return (
                <Fieldset key={index} id={`piece-${number}`} legend={text('audition.piece', { number })}>
                  <FormikTextField name={`repertoire[${index}].composer`} id={`repertoire.${index}.composer`} label={text('audition.composer')} autoComplete="off" maxLength={REPERTOIRE_TEXT_LIMIT} required />
                  <FormikTextField
                    name={`repertoire[${index}].title`}
                    id={`repertoire.${index}.title`}
                    label={text('audition.title')}
                    hint={index === 0 ? text('audition.titleHint') : undefined}
                    autoComplete="off"
                    maxLength={REPERTOIRE_TEXT_LIMIT}
                    required
                  />
                  {pieces.length > 1 && (
                    <Button variant="secondary" type="button" onClick={() => array.remove(index)}>
                      {text('audition.removePiece', { number })}
                    </Button>
                  )}
                </Fieldset>
              );
            })}
            {pieces.length < MAX_REPERTOIRE ? (
              <Button variant="secondary" type="button" onClick={() => array.push(emptyPiece())}>
                {text('audition.addPiece')}
              </Button>
            ) : (
              <p className="pt-inset">{text('audition.pieceLimitReached', { max: MAX_REPERTOIRE })}</p>
            )}
          </>
        )}
      </FieldArray>
    </Fieldset>
  );
}
