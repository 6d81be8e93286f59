import { Button, CopyButton, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useBackend } from '../../backend/use-backend';

/** A WhatsApp share link of a text and an address (wa.me opens the app or WhatsApp Web). */
export const whatsappShareUrl = (text: string, address: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${address}`.trim())}`;

/**
 * Share buttons of a page: WhatsApp and "Salin Tautan". The address is the public site's (the
 * desktop app names the server's), known once the backend is; until then the path.
 */
export function ShareButtons(props: { title: string; path: string }) {
  const backend = useBackend();
  const [origin, setOrigin] = useState('');
  useEffect(() => {
    let current = true;
    void backend.then((ready) => current && setOrigin(ready.publicOrigin()));
    return () => {
      current = false;
    };
  }, [backend]);
  const address = `${origin}${props.path}`;
  return (
    <Group gap="sm">
      <Button
        component="a"
        href={whatsappShareUrl(props.title, address)}
        target="_blank"
        rel="noopener noreferrer"
        color="green"
        variant="light"
        leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
      >
        Bagikan ke WhatsApp
      </Button>
      <CopyButton value={address} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            onClick={copy}
            leftSection={
              copied ? <IconCheck size={18} aria-hidden /> : <IconLink size={18} aria-hidden />
            }
          >
            {copied ? 'Tautan disalin' : 'Salin Tautan'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
