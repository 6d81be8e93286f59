import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { ServerAddress } from '../../../../shared/platform';
import { parseServerAddress, SERVER_ADDRESS_MESSAGES } from '../../../../shared/server-address';

export interface ServerAddressPageProps {
  serverAddress: Pick<ServerAddress, 'set'>;
  /** The address in use when the user is changing it; null on the first run. */
  current: string | null;
  /** Back to the app, unchanged; only given when there is an app to go back to. */
  onCancel?: () => void;
}

/**
 * The desktop app's server: asked on the first run and from the menu (Berkas → Ubah Alamat
 * Server). The address is checked here first, then by main, which calls its health endpoint;
 * once it is remembered the app restarts against it.
 */
export default function ServerAddressPage(props: ServerAddressPageProps) {
  const [value, setValue] = useState(props.current ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    setFailure(null);
    const parsed = parseServerAddress(value);
    if (!parsed.ok) {
      setFieldError(SERVER_ADDRESS_MESSAGES[parsed.reason]);
      return;
    }
    setFieldError(null);
    setChecking(true);
    const result = await props.serverAddress
      .set(parsed.origin)
      .catch(() => ({ ok: false, reason: 'blocked' }) as const);
    if (result.ok) {
      // Main has remembered the server (and allowed it in the page's policy): start over on it.
      window.location.reload();
      return;
    }
    setFailure(SERVER_ADDRESS_MESSAGES[result.reason]);
    setChecking(false);
  };

  return (
    <Container size={520} px={{ base: 'sm', xs: 'md' }} py={{ base: 32, sm: 64 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 'xl' }}>
        <Title order={1} size="h2" ta="center" mb={4}>
          Alamat Server Portal
        </Title>
        <Text c="dimmed" size="sm" ta="center" mb="lg">
          Masukkan alamat server Portal BEM KM organisasi Anda. Alamat ini disimpan di komputer ini
          dan dapat diubah kapan saja dari menu Berkas → Ubah Alamat Server.
        </Text>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label="Alamat server"
              placeholder="https://portal.bem-poltek-nuklir.ac.id"
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              required
              autoFocus
              value={value}
              error={fieldError}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                setFieldError(null);
              }}
            />
            {failure && (
              <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
                {failure}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              {props.onCancel && (
                <Button variant="default" onClick={props.onCancel} disabled={checking}>
                  Batal
                </Button>
              )}
              <Button type="submit" loading={checking}>
                Periksa dan Simpan
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
