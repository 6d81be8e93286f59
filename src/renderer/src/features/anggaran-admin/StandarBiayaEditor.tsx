import { Alert, Button, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ANGGARAN_LIMITS } from '../../../../shared/keterbukaan/anggaran';
import {
  latestStandarBiaya,
  SBM_MESSAGES,
  standarBiayaInputSchema,
  type StandarBiayaInput,
} from '../../../../shared/keterbukaan/standar-biaya';
import { standarBiayaResource } from '../../../../shared/keterbukaan/standar-biaya-resource';
import { useResourceActions, useResourceList } from '../../backend/use-resource';
import { notifyError, notifySuccess } from '../../ui/admin-kit/admin-notify';
import { ConfirmModal } from '../../ui/feedback/ConfirmModal';
import { focusFirstError, showBackendError } from '../../ui/forms/form-helpers';
import { zodValidate } from '../../ui/forms/zod-validate';
import { currentYear } from './anggaran-admin-defaults';
import { newSbmYear } from './sbm-editor';
import { SbmRows } from './SbmRows';

/**
 * "Standar Biaya Masukan": one list of unit prices per year. A year is chosen, or added (its rows
 * start as a copy of the latest year's and are stored on "Simpan Perubahan SBM"); a stored year
 * is saved whole, as the old portal's full overwrite of standar_biaya/{year} did.
 */
export function StandarBiayaEditor() {
  const { records: lists, error } = useResourceList(standarBiayaResource, 'all');
  const actions = useResourceActions(standarBiayaResource);
  const [chosen, setChosen] = useState<number | null>(null);
  const [draft, setDraft] = useState<StandarBiayaInput | null>(null);
  const [newYear, setNewYear] = useState<number | string>(currentYear() + 1);
  const [newYearError, setNewYearError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [removing, setRemoving] = useState(false);

  const latest = lists ? latestStandarBiaya(lists) : null;
  const year = chosen ?? draft?.tahun ?? latest?.tahun ?? null;
  const stored = lists?.find((list) => list.tahun === year) ?? null;
  const editing: StandarBiayaInput | null = stored
    ? { tahun: stored.tahun, items: stored.items }
    : draft?.tahun === year
      ? draft
      : null;

  const addYear = () => {
    const tahun = typeof newYear === 'number' ? newYear : Number.NaN;
    if (
      !Number.isInteger(tahun) ||
      tahun < ANGGARAN_LIMITS.yearMin ||
      tahun > ANGGARAN_LIMITS.yearMax
    ) {
      setNewYearError(SBM_MESSAGES.year);
      return;
    }
    if (lists?.some((list) => list.tahun === tahun)) {
      setNewYearError(SBM_MESSAGES.yearTaken(tahun));
      return;
    }
    setNewYearError(null);
    setDraft(newSbmYear(tahun, latest));
    setChosen(tahun);
  };

  const yearChoices = [
    ...(lists ?? []).map((list) => ({ value: String(list.tahun), label: String(list.tahun) })),
    ...(draft && !lists?.some((list) => list.tahun === draft.tahun)
      ? [{ value: String(draft.tahun), label: `${draft.tahun} (belum disimpan)` }]
      : []),
  ].sort((a, b) => Number(b.value) - Number(a.value));

  const remove = async () => {
    if (!stored) return;
    setRemoving(true);
    try {
      await actions.remove(stored.id);
      notifySuccess(`Standar biaya tahun ${stored.tahun} dihapus.`);
      setChosen(null);
      setConfirmRemove(false);
    } catch (e) {
      notifyError(e);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="judul-sbm">
      <Title order={2} size="h3" id="judul-sbm">
        Standar Biaya Masukan
      </Title>
      <Text size="sm" c="dimmed">
        Harga satuan yang menjadi acuan anggaran, satu daftar per tahun. Halaman Anggaran publik
        menampilkan daftar tahun terbaru.
      </Text>
      {error && <Alert color="red">{error.message}</Alert>}
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label="Tahun SBM"
          placeholder={lists && lists.length === 0 ? 'Belum ada tahun' : 'Pilih tahun'}
          allowDeselect={false}
          data={yearChoices}
          value={year === null ? null : String(year)}
          onChange={(value) => setChosen(value === null ? null : Number(value))}
          w={200}
        />
        <NumberInput
          label="Tahun baru"
          min={ANGGARAN_LIMITS.yearMin}
          max={ANGGARAN_LIMITS.yearMax}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={newYear}
          onChange={(value) => {
            setNewYear(value);
            setNewYearError(null);
          }}
          error={newYearError}
          errorProps={{ role: 'alert' }}
          w={140}
        />
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={addYear}>
          Tambah Tahun
        </Button>
      </Group>
      {editing ? (
        <SbmForm
          key={`${editing.tahun}-${stored?.id ?? 'baru'}`}
          initial={editing}
          isNew={!stored}
          onRemove={stored ? () => setConfirmRemove(true) : undefined}
          onSave={async (values) => {
            if (stored) await actions.update(stored.id, values);
            else await actions.create(values);
            if (!stored) setDraft(null);
            setChosen(values.tahun);
            notifySuccess(`Standar biaya tahun ${values.tahun} disimpan.`);
          }}
        />
      ) : (
        lists && <Text c="dimmed">Belum ada standar biaya. Tambahkan tahun pertama.</Text>
      )}
      <ConfirmModal
        opened={confirmRemove}
        title="Hapus standar biaya?"
        message={`Standar biaya tahun ${stored?.tahun ?? ''} beserta semua barisnya akan dihapus.`}
        confirmLabel="Hapus"
        loading={removing}
        onConfirm={() => void remove()}
        onClose={() => setConfirmRemove(false)}
      />
    </Stack>
  );
}

function SbmForm(props: {
  initial: StandarBiayaInput;
  isNew: boolean;
  onSave(values: StandarBiayaInput): Promise<void>;
  onRemove: (() => void) | undefined;
}) {
  const form = useForm<StandarBiayaInput>({
    mode: 'controlled',
    initialValues: props.initial,
    validate: zodValidate<StandarBiayaInput>(standarBiayaInputSchema),
  });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.onSubmit(
    async (values) => {
      setSaving(true);
      setProblem(null);
      try {
        await props.onSave(values);
        form.resetDirty(values);
      } catch (e) {
        setProblem(showBackendError(form, e));
      } finally {
        setSaving(false);
      }
    },
    (errors) => focusFirstError(form, errors),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={`Standar biaya tahun ${props.initial.tahun}`}>
      <Stack gap="sm">
        <Text fw={600}>
          SBM Tahun {props.initial.tahun}
          {props.isNew && ' (belum disimpan)'}
        </Text>
        {typeof form.errors['tahun'] === 'string' && (
          <Alert color="red" role="alert">
            {form.errors['tahun']}
          </Alert>
        )}
        <SbmRows form={form} />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="space-between">
          {props.onRemove ? (
            <Button variant="subtle" color="red" onClick={props.onRemove}>
              Hapus SBM {props.initial.tahun}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={saving}>
            Simpan Perubahan SBM
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
