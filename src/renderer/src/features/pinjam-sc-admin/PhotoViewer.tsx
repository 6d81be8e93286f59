import { Alert, Center, Image, Loader, Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useBackend } from '../../backend/use-backend';
import { asBackendError } from '../../backend/use-backend-query';

/**
 * A check-in or check-out photo, opened by a manager: read with their session (Backend.sc.photo:
 * the photos are theirs only, and an <img> could not carry the desktop app's token), shown from
 * an object URL that is released on closing.
 */
export function PhotoViewer(props: {
  photo: { foto: string; title: string } | null;
  opened: boolean;
  onClose(): void;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.photo?.title ?? 'Bukti Foto'}
      centered
      size="lg"
    >
      {props.photo && props.opened && <PhotoBody key={props.photo.foto} {...props.photo} />}
    </Modal>
  );
}

function PhotoBody(props: { foto: string; title: string }) {
  const backend = useBackend();
  const [state, setState] = useState<{ url?: string; error?: string }>({});
  useEffect(() => {
    let url: string | undefined;
    let current = true;
    backend
      .then((b) => b.sc.photo(props.foto))
      .then(
        (blob) => {
          if (!current) return;
          url = URL.createObjectURL(blob);
          setState({ url });
        },
        (error: unknown) => current && setState({ error: asBackendError(error).message }),
      );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [backend, props.foto]);

  if (state.error) return <Alert color="red">{state.error}</Alert>;
  if (!state.url)
    return (
      <Center h={240}>
        <Loader aria-label="Memuat foto" />
      </Center>
    );
  return <Image src={state.url} alt={props.title} radius="md" fit="contain" mah="70vh" />;
}
