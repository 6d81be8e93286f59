import { Alert, Autocomplete, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  ACTIVITY_FIELD_LABELS,
  ACTIVITY_LIMITS,
  pastStartNotice,
} from '../../../../shared/agenda/activities';
import type { agendaResource } from '../../../../shared/agenda/agenda-resource';
import { wallClockOf } from '../../../../shared/agenda/wall-clock';
import { organisationsResource } from '../../../../shared/direktori/organisations-resource';
import { useResourceList } from '../../backend/use-resource';
import { useRenderTime } from '../../lib/use-render-time';
import type { RecordForm } from '../../ui/admin-kit/RecordEditorModal';
import { fieldProps, valueProps } from '../../ui/forms/form-helpers';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';
import { WallClockField } from './WallClockField';

type Form = RecordForm<typeof agendaResource>;
const LABELS = ACTIVITY_FIELD_LABELS;

/**
 * The organiser: a name typed freely, with the published organisations of the directory offered
 * as it is typed. Picking (or typing exactly) one of them links the activity to it by id.
 */
function OrganiserField(props: { form: Form }) {
  const { form } = props;
  const { records } = useResourceList(organisationsResource, 'public');
  const organisations = records ?? [];
  const linked = organisations.find((org) => org.id === form.values.penyelenggaraId);
  return (
    <div>
      <Autocomplete
        label={LABELS.penyelenggara}
        required
        description="Pilih organisasi dari direktori, atau tulis nama pelaksana lain (misalnya kementerian BEM KM)."
        maxLength={ACTIVITY_LIMITS.organiserMax}
        data={[...new Set(organisations.map((org) => org.nama))]}
        limit={8}
        {...fieldProps(form, 'penyelenggara')}
        onChange={(value) => {
          const org = organisations.find((candidate) => candidate.nama === value.trim());
          form.setFieldValue('penyelenggara', value);
          form.setFieldValue('penyelenggaraId', org?.id ?? '');
        }}
      />
      {linked && (
        <Text size="xs" c="dimmed" mt={4}>
          Terhubung ke profil direktori {linked.nama}.
        </Text>
      )}
    </div>
  );
}

/** Every field of an activity (ORIGINAL.md §6's edit popup), start and end in Asia/Jakarta. */
export function ActivityFields(props: { form: Form }) {
  const { form } = props;
  // Read again every minute: a form left open past the start says so.
  const { now } = useRenderTime('kegiatan-form');
  const pastStart = pastStartNotice(form.values.mulai, wallClockOf(now));
  return (
    <>
      <TextInput
        label={LABELS.namaKegiatan}
        required
        maxLength={ACTIVITY_LIMITS.nameMax}
        data-autofocus
        {...fieldProps(form, 'namaKegiatan')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <WallClockField label={LABELS.mulai} required {...valueProps(form, 'mulai')} />
        <WallClockField label={LABELS.selesai} required {...valueProps(form, 'selesai')} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-4}>
        Waktu dalam WIB (Asia/Jakarta). Kegiatan yang melewati tengah malam selesai pada tanggal
        berikutnya.
      </Text>
      {pastStart && (
        <Alert color="yellow" role="status" p="xs">
          {pastStart}
        </Alert>
      )}
      <TextInput
        label={LABELS.tempat}
        required
        maxLength={ACTIVITY_LIMITS.placeMax}
        {...fieldProps(form, 'tempat')}
      />
      <OrganiserField form={form} />
      <TextInput
        label={LABELS.sasaran}
        placeholder="Misalnya: Seluruh mahasiswa"
        maxLength={ACTIVITY_LIMITS.audienceMax}
        {...fieldProps(form, 'sasaran')}
      />
      <PlainTextarea
        label={LABELS.keterangan}
        minRows={3}
        maxRows={10}
        maxLength={ACTIVITY_LIMITS.notesMax}
        {...fieldProps(form, 'keterangan')}
      />
    </>
  );
}
