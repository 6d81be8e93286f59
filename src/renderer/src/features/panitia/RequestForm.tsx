import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { UserProfile } from '../../../../shared/accounts';
import {
  ELECTION_LIMITS,
  electionRequestInput,
  EVOTING_MESSAGES,
  type ElectionRequest,
  type ElectionRequestInput,
} from '../../../../shared/evoting/election';
import { useBackend } from '../../backend/use-backend';
import { fieldProps, focusFirstError, showBackendError } from '../../ui/forms/form-helpers';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';
import { SelectField } from '../../ui/forms/SelectField';
import { zodValidate } from '../../ui/forms/zod-validate';
import { FormAlert } from '../../ui/forms/FormAlert';
import { choiceForOrganisation, organisationChoices } from './organisation-choices';
import { useOrganisationsOnce } from './use-organisations-once';

/**
 * The request of ORIGINAL.md §3.2: organisation (the BEM KM or one of the directory's), election
 * name, description, the link to the approval document. The backend checks it again and names
 * the requester itself; after sending, "Pengajuan Berhasil!" with what happens next.
 */
export function RequestForm(props: { user: UserProfile }) {
  const backend = useBackend();
  const organisations = useOrganisationsOnce();
  const choices = useMemo(() => organisationChoices(organisations), [organisations]);
  const [sent, setSent] = useState<ElectionRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ElectionRequestInput>({
    initialValues: { organisasiId: '', namaPemilihan: '', deskripsi: '', tautanDokumen: '' },
    validate: zodValidate(electionRequestInput),
  });
  // The account's registered organisation is chosen for it once the directory has loaded.
  const [prefilled, setPrefilled] = useState(false);
  if (!prefilled && organisations) {
    setPrefilled(true);
    const value = choiceForOrganisation(choices, props.user.organisasi);
    if (value && form.getValues().organisasiId === '') form.setFieldValue('organisasiId', value);
  }

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      try {
        setSent(await (await backend).evoting.submitRequest(values));
        form.reset();
      } catch (caught) {
        setError(showBackendError(form, caught));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  if (sent) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          <Alert
            color="green"
            role="status"
            icon={<IconCircleCheck size={18} aria-hidden />}
            title={EVOTING_MESSAGES.requestSent}
            w="100%"
          >
            {EVOTING_MESSAGES.requestSentDetail}
          </Alert>
          <Text size="sm">
            <strong>{sent.namaPemilihan}</strong> — {sent.penyelenggara}
          </Text>
          <Button variant="light" onClick={() => setSent(null)}>
            Ajukan Pemilihan Lain
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="form-permintaan">
      <Title order={2} size="h3" id="form-permintaan" mb="md">
        Formulir Permintaan
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SelectField
            label="Nama Organisasi"
            required
            data={[{ value: '', label: 'Pilih organisasi', disabled: true }, ...choices]}
            {...fieldProps(form, 'organisasiId')}
          />
          <TextInput
            label="Nama Pemilihan"
            required
            maxLength={ELECTION_LIMITS.nameMax}
            placeholder="Contoh: Pemilihan Ketua HIMA 2026"
            {...fieldProps(form, 'namaPemilihan')}
          />
          <PlainTextarea
            label="Deskripsi Singkat (Opsional)"
            minRows={3}
            maxRows={8}
            maxLength={ELECTION_LIMITS.descriptionMax}
            {...fieldProps(form, 'deskripsi')}
          />
          <TextInput
            label="Link Dokumen Pengesahan"
            description="Tautan Google Drive surat pengesahan; bagikan agar dapat dibuka siapa saja yang memiliki tautan."
            type="url"
            inputMode="url"
            required
            maxLength={ELECTION_LIMITS.linkMax}
            placeholder="https://drive.google.com/..."
            {...fieldProps(form, 'tautanDokumen')}
          />
          <FormAlert message={error} />
          <Button type="submit" loading={form.submitting}>
            Kirim Pengajuan
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
