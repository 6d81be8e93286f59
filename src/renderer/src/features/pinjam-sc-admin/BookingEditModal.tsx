import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import { DialogActions } from '../../ui/feedback/DialogActions';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  bookingEditInput,
  type BookingEdit,
  type ManagedBooking,
} from '../../../../shared/sc/booking';
import { answersProblem, type ScQuestion } from '../../../../shared/sc/booking-answers';
import type { ScRoom } from '../../../../shared/sc/booking-rules';
import type { ScSettings } from '../../../../shared/sc/sc-settings';
import { useBackend } from '../../backend/use-backend';
import { notifySuccess } from '../../ui/admin-kit/admin-notify';
import { DateField } from '../../ui/dates/DateField';
import {
  combineValidators,
  fieldProps,
  focusFirstError,
  showBackendError,
} from '../../ui/forms/form-helpers';
import { SelectField } from '../../ui/forms/SelectField';
import { zodValidate } from '../../ui/forms/zod-validate';
import { halfHourTimes } from '../pinjam-sc/booking-form';
import { BookingTimeFields } from '../pinjam-sc/BookingTimeFields';
import { QuestionField } from '../pinjam-sc/QuestionField';

export const BOOKING_SAVED = 'Peminjaman disimpan.';

const editOf = (booking: ManagedBooking): BookingEdit => ({
  ruangId: booking.ruangId,
  tanggal: booking.tanggal,
  waktuMulai: booking.waktuMulai,
  waktuSelesai: booking.waktuSelesai,
  penanggungJawab: booking.penanggungJawab,
  organisasi: booking.organisasi,
  kontak: booking.kontak,
  email: booking.email,
  jawaban: { ...booking.jawaban },
});

/**
 * A manager's edit of a booking: the fixed fields and the configurable questions' answers. The
 * backend checks the room, the hours and overlaps again (a manager may correct a past booking).
 */
export function BookingEditModal(props: {
  booking: ManagedBooking | null;
  opened: boolean;
  rooms: readonly ScRoom[];
  questions: readonly ScQuestion[];
  settings: ScSettings;
  onClose(): void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Edit Peminjaman" centered size="lg">
      {props.booking && <EditForm key={props.booking.id} {...props} booking={props.booking} />}
    </Modal>
  );
}

function EditForm(props: {
  booking: ManagedBooking;
  rooms: readonly ScRoom[];
  questions: readonly ScQuestion[];
  settings: ScSettings;
  onClose(): void;
}) {
  const { booking, rooms, questions, settings } = props;
  const backend = useBackend();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<BookingEdit>({
    mode: 'controlled',
    initialValues: editOf(booking),
    validate: combineValidators<BookingEdit>(zodValidate(bookingEditInput), (values) => {
      const answers = answersProblem(values.jawaban, questions);
      return answers ? { [answers.field]: answers.message } : {};
    }),
  });
  const values = form.getValues();
  const times = halfHourTimes(settings.jamBuka, settings.jamTutup);
  const submit = form.onSubmit(
    async (edit) => {
      setProblem(null);
      try {
        await (await backend).sc.update(booking.id, edit);
        notifySuccess(BOOKING_SAVED);
        props.onClose();
      } catch (error) {
        setProblem(showBackendError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Penanggung Jawab" required {...fieldProps(form, 'penanggungJawab')} />
        <TextInput label="Organisasi" required {...fieldProps(form, 'organisasi')} />
        <SelectField
          label="Ruangan"
          required
          data={rooms.map((room) => ({ value: room.id, label: room.nama }))}
          {...fieldProps(form, 'ruangId')}
        />
        <BookingTimeFields
          values={values}
          field={(name) => fieldProps(form, name)}
          times={times}
          dayInput={DateField}
        />
        <TextInput label="Kontak (WhatsApp)" required type="tel" {...fieldProps(form, 'kontak')} />
        <TextInput label="Email" type="email" {...fieldProps(form, 'email')} />
        {questions.map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            value={values.jawaban[question.id] ?? ''}
            onChange={(value) => form.setFieldValue(`jawaban.${question.id}`, value)}
            error={form.errors[`jawaban.${question.id}`] as string | undefined}
          />
        ))}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <DialogActions busy={form.submitting} onCancel={props.onClose} label="Simpan" mt="sm" />
      </Stack>
    </form>
  );
}
