import { Button, Container, Text, Title } from '@mantine/core';
import { AfterHydration } from './AfterHydration';
import { markAppReady } from './early-input';

/** Last resort for an error outside a page (the layout itself failed). */
export function RouteError() {
  return (
    <Container size="sm" py={96} ta="center">
      <Title order={1} mb="sm">
        Terjadi kesalahan
      </Title>
      <Text c="dimmed" mb="xl">
        Portal tidak dapat menampilkan halaman ini. Muat ulang halaman untuk mencoba lagi.
      </Text>
      <Button onClick={() => window.location.reload()}>Muat Ulang</Button>
      {/* The app shows this itself: taps go to it now, not to the boot script's hold. */}
      <AfterHydration onDone={() => markAppReady()} />
    </Container>
  );
}
