import { Button, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clockRangeText } from '../../../../shared/clock-text';
import type { ScQuestion } from '../../../../shared/sc/booking-answers';
import { SC_MESSAGES, timeProblem, type ScRoom } from '../../../../shared/sc/booking-rules';
import type { ScSettings } from '../../../../shared/sc/sc-settings';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';
import { useNow } from '../../lib/use-now';
import { CheckboxField } from '../../ui/forms/CheckboxField';
import {
  CHECK_FIELDS_MESSAGE,
  checkboxProps,
  fieldProps,
  focusFirstError,
  showBackendError,
} from '../../ui/forms/form-helpers';
import { SelectField } from '../../ui/forms/SelectField';
import { FormAlert } from '../../ui/forms/FormAlert';
import { AvailabilityIndicator } from './AvailabilityIndicator';
import { BookingTimeFields } from './BookingTimeFields';
import {
  availabilityQueryOf,
  hasMissingRequired,
  halfHourTimes,
  toBookingInput,
} from './booking-form';
import { QuestionField } from './QuestionField';
import { saveReceipt } from './receipt-store';
import { useAvailability } from './use-availability';
import { useBookingForm } from './use-booking-form';

const OrganisationOptions = lazy(() => import('./OrganisationOptions'));

/**
 * The booking form of /pinjam-sc (ORIGINAL.md §5): the fixed questions, the configurable ones,
 * the procedure and its two confirmations, and the live availability; sent only when the time
 * is free. The backend decides again and its refusal shows where it belongs; the receipt goes to
 * /pinjam-sc/sukses. Its section and heading are the page's, so they are in the server's HTML
 * before this part arrives.
 */
export function BookingForm(props: {
  /** A day picked on the calendar (a new object each time): the form's Tanggal takes it. */
  pickedDay: { tanggal: string } | null;
  rooms: readonly ScRoom[];
  questions: readonly ScQuestion[];
  settings: ScSettings;
}) {
  const { rooms, questions, settings, pickedDay } = props;
  // The form's state lives here, with its code (it arrives with this part).
  const form = useBookingForm(questions);
  // A day picked on the calendar since the last render, or before this part arrived (React's
  // way of deriving state from a prop).
  const [seenDay, setSeenDay] = useState<typeof pickedDay>(null);
  if (pickedDay !== seenDay) {
    setSeenDay(pickedDay);
    if (pickedDay) form.setValue('tanggal', pickedDay.tanggal);
  }
  const backend = useBackend();
  // The time rules' "now", read again each minute (null until the page is the browser's).
  const now = useNow(60_000);
  const navigate = useNavigate();
  const listId = useId();
  const [suggest, setSuggest] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const values = form.getValues();
  const query = availabilityQueryOf(values);
  const problem =
    query &&
    now !== null &&
    timeProblem(query, { now, settings, rooms, allowPast: false })?.message;
  const availability = useAvailability(query, problem || null, round);
  const times = halfHourTimes(settings.jamBuka, settings.jamTutup);

  const submit = form.onSubmit(
    async (submitted) => {
      setError(null);
      try {
        const receipt = await (await backend).sc.book(toBookingInput(submitted, questions));
        saveReceipt(receipt);
        void navigate('/pinjam-sc/sukses', { state: receipt });
      } catch (caught) {
        // Taken meanwhile: the indicator asks again, and the message stands at the time.
        if (caught instanceof BackendError && caught.code === 'CONFLICT') setRound((n) => n + 1);
        setError(showBackendError(form, caught, { CONFLICT: 'waktuMulai' }));
      }
    },
    (errors) => {
      const missing = hasMissingRequired(form.getValues(), questions);
      setError(missing ? SC_MESSAGES.requiredMissing : CHECK_FIELDS_MESSAGE);
      focusFirstError(form, errors);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Penanggung Jawab"
          required
          maxLength={100}
          autoComplete="name"
          {...fieldProps(form, 'penanggungJawab')}
        />
        <TextInput
          label="Organisasi"
          description="Pilih dari direktori atau tulis nama organisasi/kepanitiaan Anda."
          required
          maxLength={120}
          list={listId}
          autoComplete="off"
          {...fieldProps(form, 'organisasi')}
          onFocus={() => setSuggest(true)}
        />
        {/* There from the start, so the field is a combobox with suggestions before they arrive. */}
        <datalist id={listId}>
          {suggest && (
            <Suspense fallback={null}>
              <OrganisationOptions />
            </Suspense>
          )}
        </datalist>
        <SelectField
          label="Ruangan"
          required
          data={[
            { value: '', label: 'Pilih ruangan', disabled: true },
            ...rooms.map((room) => ({ value: room.id, label: room.nama })),
          ]}
          {...fieldProps(form, 'ruangId')}
        />
        <BookingTimeFields
          values={values}
          field={(name) => fieldProps(form, name)}
          times={times}
          startDescription={`Kelipatan 30 menit, ${clockRangeText(settings.jamBuka, settings.jamTutup)}`}
        />
        <AvailabilityIndicator availability={availability} />
        <TextInput
          label="Kontak (WhatsApp)"
          description="Hanya pengelola Sport Center yang dapat melihat nomor ini."
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="08xxxxxxxxxx"
          maxLength={20}
          {...fieldProps(form, 'kontak')}
        />
        <TextInput
          label="Email (opsional)"
          description="Nomor tiket juga dikirim ke alamat ini."
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          {...fieldProps(form, 'email')}
        />
        {questions.map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            value={values.jawaban[question.id] ?? ''}
            onChange={(value) => form.setAnswer(question.id, value)}
            error={form.answerError(question.id)}
          />
        ))}
        <Divider />
        <ProcedureBlock settings={settings} />
        <CheckboxField
          label={settings.pertanyaanSetuju}
          {...checkboxProps(form, 'setujuProsedur')}
        />
        <CheckboxField
          label={settings.pertanyaanTanggungJawab}
          {...checkboxProps(form, 'bersediaTanggungJawab')}
        />
        <FormAlert message={error} />
        <Button
          type="submit"
          size="md"
          loading={form.submitting}
          disabled={availability.state !== 'available'}
          leftSection={<IconSend size={18} aria-hidden />}
        >
          Ajukan Peminjaman
        </Button>
      </Stack>
    </form>
  );
}

function ProcedureBlock(props: { settings: ScSettings }) {
  const { prosedurJudul, prosedurKonten } = props.settings;
  return (
    <Stack gap={6}>
      <Title order={3} size="h4">
        {prosedurJudul}
      </Title>
      {prosedurKonten.trim() !== '' && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {prosedurKonten}
        </Text>
      )}
    </Stack>
  );
}
