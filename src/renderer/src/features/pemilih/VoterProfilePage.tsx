import {
  Alert,
  Avatar,
  Button,
  Container,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODI } from '../../../../shared/evoting/prodi';
import {
  VOTER_MESSAGES,
  voterProfileUpdateSchema,
  type VoterProfile,
} from '../../../../shared/evoting/voter';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';
import { ImagePreparationError } from '../../lib/prepare-image';
import { combineValidators, fieldProps, focusFirstError } from '../../ui/forms/form-helpers';
import { SelectField } from '../../ui/forms/SelectField';
import { FullNameField } from '../../ui/account-kit/AccountFields';
import { zodValidate } from '../../ui/forms/zod-validate';
import { RequireVoter } from './RequireVoter';
import { useVoter, VOTER_HOME_PATH } from './use-voter';
import { showVoterError } from './voter-form-errors';
import { voterPhotoFromFile } from './voter-photo-file';
import classes from './VoterProfilePage.module.css';
import { useSmallForm } from '../../ui/forms/use-small-form';

interface ProfileValues {
  namaLengkap: string;
  nim: string;
  prodi: string;
}

const PRODI_OPTIONS = PRODI.map((prodi) => ({ value: prodi, label: prodi }));

/** /profil-pemilih (SPEC.md §2, §4, §5, §8, §9): photo, full name, NIM, study programme. */
export default function VoterProfilePage() {
  // The frame and heading come first (also in the server's HTML); the form once the voter is known.
  return (
    <Container size="md" px={{ base: 'sm', xs: 'md' }} py={{ base: 32, sm: 56 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} size="h2" mb="lg">
          Edit Profil Pemilih
        </Title>
        <RequireVoter>{(voter) => <VoterProfileForm key={voter.id} voter={voter} />}</RequireVoter>
      </Paper>
    </Container>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

function VoterProfileForm(props: { voter: VoterProfile }) {
  const { voter } = props;
  const backend = useBackend();
  const { saved } = useVoter();
  const [foto, setFoto] = useState<string | null>(voter.foto);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const form = useSmallForm<ProfileValues>({
    initialValues: { namaLengkap: voter.namaLengkap, nim: voter.nim, prodi: voter.prodi },
    validateInputOnBlur: true,
    // The same schema as the backend, with the photo as it stands.
    validate: combineValidators<ProfileValues>((values) =>
      zodValidate<ProfileValues & { foto: string | null }>(voterProfileUpdateSchema)({
        ...values,
        foto,
      }),
    ),
  });

  const pickPhoto = async (file: File | null) => {
    if (!file) return;
    setPhotoError(null);
    setResult(null);
    setPreparing(true);
    try {
      setFoto(await voterPhotoFromFile(file));
    } catch (error) {
      setPhotoError(
        error instanceof ImagePreparationError ? error.message : VOTER_MESSAGES.profileFailed,
      );
    } finally {
      setPreparing(false);
    }
  };

  const submit = form.onSubmit(
    async (values) => {
      setResult(null);
      setPhotoError(null);
      try {
        const updated = await (
          await backend
        ).voters.updateProfile({
          namaLengkap: values.namaLengkap,
          nim: values.nim.trim(),
          prodi: values.prodi as VoterProfile['prodi'],
          foto,
        });
        saved(updated);
        setResult('saved');
      } catch (caught) {
        const onPhoto = caught instanceof BackendError ? caught.fields?.['foto'] : undefined;
        if (onPhoto) setPhotoError(onPhoto);
        else showVoterError(form, caught);
        setResult('failed');
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  const name = form.getValues().namaLengkap || voter.namaLengkap;
  return (
    <>
      <Text c="dimmed" size="sm" mb="lg">
        {voter.email}
      </Text>
      <form onSubmit={submit} noValidate>
        <div className={classes.layout}>
          <div className={classes.photo}>
            {foto ? (
              <img className={classes.picture} src={foto} alt={`Foto profil ${name}`} />
            ) : (
              <Avatar
                size={160}
                radius={160}
                color="blue"
                role="img"
                aria-label={`Belum ada foto ${name}`}
              >
                {initials(name)}
              </Avatar>
            )}
            <Group gap="xs" justify="center">
              <FileButton
                onChange={(file) => void pickPhoto(file)}
                accept="image/jpeg,image/png,image/webp"
              >
                {(button) => (
                  <Button {...button} variant="light" size="sm" loading={preparing}>
                    Ganti Foto
                  </Button>
                )}
              </FileButton>
              <Button
                variant="subtle"
                color="red"
                size="sm"
                disabled={!foto || preparing}
                onClick={() => {
                  setFoto(null);
                  setResult(null);
                }}
              >
                Hapus Foto
              </Button>
            </Group>
            {photoError && (
              <Text c="red" size="sm" role="alert">
                {photoError}
              </Text>
            )}
          </div>
          <Stack gap="md">
            <FullNameField form={form} path="namaLengkap" />
            <TextInput
              label="NIM"
              inputMode="numeric"
              maxLength={9}
              required
              {...fieldProps(form, 'nim')}
            />
            <SelectField
              label="Program Studi"
              data={PRODI_OPTIONS}
              required
              {...fieldProps(form, 'prodi')}
            />
            {result === 'saved' && (
              <Alert color="green" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
                {VOTER_MESSAGES.profileSaved}
              </Alert>
            )}
            {result === 'failed' && (
              <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
                {VOTER_MESSAGES.profileFailed}
              </Alert>
            )}
            <Group justify="space-between" gap="sm">
              <Button
                component={Link}
                to={VOTER_HOME_PATH}
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
              >
                Kembali ke Dashboard
              </Button>
              <Button type="submit" disabled={form.submitting || preparing}>
                {form.submitting ? 'Menyimpan...' : 'Simpan Perubahan'}
              </Button>
            </Group>
          </Stack>
        </div>
      </form>
    </>
  );
}
