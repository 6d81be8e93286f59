import { Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { DialogActions } from '../../ui/feedback/DialogActions';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  candidateInput,
  ELECTION_LIMITS,
  type Candidate,
  type CandidateInput,
} from '../../../../shared/evoting/election';
import { fieldProps, focusFirstError, showBackendError } from '../../ui/forms/form-helpers';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';
import { zodValidate } from '../../ui/forms/zod-validate';
import { ImageField } from '../../ui/images/ImageField';
import type { ImageDraft } from '../../ui/images/image-field-state';
import { FormAlert } from '../../ui/forms/FormAlert';

interface CandidateValues {
  nomor: number;
  nama: string;
  namaWakil: string;
  foto: ImageDraft | null;
  visi: string;
  misi: string;
}

/** What the form holds for a candidate being edited, or a new one with the next number. */
export function candidateValues(candidate: Candidate | null, nextNumber: number): CandidateValues {
  return candidate
    ? {
        nomor: candidate.nomor,
        nama: candidate.nama,
        namaWakil: candidate.namaWakil ?? '',
        foto: candidate.foto,
        visi: candidate.visi,
        misi: candidate.misi,
      }
    : { nomor: nextNumber, nama: '', namaWakil: '', foto: null, visi: '', misi: '' };
}

/** The form's values as the backend takes them: an empty vice's name is none. */
export const toCandidateInput = (values: CandidateValues): CandidateInput => ({
  ...values,
  namaWakil: values.namaWakil.trim() === '' ? null : values.namaWakil,
});

/**
 * Adding or editing a candidate (ORIGINAL.md §3.9 Kelola Kandidat): number, name or a pair of
 * names, photo (an image file), vision and mission. A refusal of the backend (a number taken,
 * the election already open) is shown here, with the form kept.
 */
export function CandidateEditorModal(props: {
  editing: { candidate: Candidate | null; nextNumber: number } | null;
  onClose(): void;
  onSave(input: CandidateInput, candidate: Candidate | null): Promise<void>;
}) {
  const { editing } = props;
  return (
    <Modal
      opened={editing !== null}
      onClose={props.onClose}
      title={editing?.candidate ? 'Edit Kandidat' : 'Tambah Kandidat'}
      size="lg"
    >
      {editing && (
        <CandidateForm
          key={editing.candidate?.id ?? 'baru'}
          candidate={editing.candidate}
          nextNumber={editing.nextNumber}
          onCancel={props.onClose}
          onSave={props.onSave}
        />
      )}
    </Modal>
  );
}

function CandidateForm(props: {
  candidate: Candidate | null;
  nextNumber: number;
  onCancel(): void;
  onSave(input: CandidateInput, candidate: Candidate | null): Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CandidateValues>({
    initialValues: candidateValues(props.candidate, props.nextNumber),
    validate: (values) => zodValidate<CandidateInput>(candidateInput)(toCandidateInput(values)),
  });
  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      try {
        await props.onSave(toCandidateInput(values), props.candidate);
      } catch (caught) {
        setError(showBackendError(form, caught));
      }
    },
    (errors) => focusFirstError(form, errors),
  );
  const errors = form.errors;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NumberInput
          label="No. Urut"
          required
          min={1}
          max={ELECTION_LIMITS.candidatesPerElection}
          allowDecimal={false}
          allowNegative={false}
          w={120}
          {...fieldProps(form, 'nomor')}
        />
        <TextInput
          label="Nama Kandidat"
          description="Nama calon ketua, atau satu-satunya calon."
          required
          maxLength={ELECTION_LIMITS.candidateNameMax}
          {...fieldProps(form, 'nama')}
        />
        <TextInput
          label="Nama Wakil (Opsional)"
          description="Isi bila kandidat berpasangan (ketua dan wakil)."
          maxLength={ELECTION_LIMITS.candidateNameMax}
          {...fieldProps(form, 'namaWakil')}
        />
        <ImageField
          label="Foto Kandidat"
          value={form.getValues().foto}
          onChange={(foto) => form.setFieldValue('foto', foto)}
          error={typeof errors.foto === 'string' ? errors.foto : undefined}
          altError={typeof errors['foto.alt'] === 'string' ? errors['foto.alt'] : undefined}
        />
        <PlainTextarea
          label="Visi"
          required
          minRows={3}
          maxRows={8}
          maxLength={ELECTION_LIMITS.visiMax}
          {...fieldProps(form, 'visi')}
        />
        <PlainTextarea
          label="Misi"
          required
          minRows={4}
          maxRows={12}
          maxLength={ELECTION_LIMITS.misiMax}
          {...fieldProps(form, 'misi')}
        />
        <FormAlert message={error} />
        <DialogActions busy={form.submitting} onCancel={props.onCancel} label="Simpan Kandidat" />
      </Stack>
    </form>
  );
}
