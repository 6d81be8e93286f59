import { Alert, Button, Container, Text } from '@mantine/core';
import { PageLoadTimeoutError } from '../../lib/load-with-timeout';

export const PAGE_LOAD_ERROR = {
  title: 'Halaman gagal dimuat',
  failed: 'Bagian halaman ini tidak dapat diunduh. Periksa koneksi internet Anda, lalu coba lagi.',
  timeout:
    'Halaman terlalu lama dimuat (lebih dari 2 menit). Periksa koneksi internet Anda, lalu coba lagi.',
  retry: 'Coba Lagi',
} as const;

export function PageLoadError(props: { error: unknown; onRetry: () => void }) {
  const timedOut = props.error instanceof PageLoadTimeoutError;
  return (
    <Container size="sm" py={64}>
      <Alert color="red" variant="light" title={PAGE_LOAD_ERROR.title} role="alert">
        <Text size="sm" mb="md">
          {timedOut ? PAGE_LOAD_ERROR.timeout : PAGE_LOAD_ERROR.failed}
        </Text>
        <Button color="red" onClick={props.onRetry}>
          {PAGE_LOAD_ERROR.retry}
        </Button>
      </Alert>
    </Container>
  );
}
