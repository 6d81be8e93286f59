import { Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ServiceInput } from '../../../../shared/layanan/services';
import { embeddedFormUrl, newTabFormUrl } from '../../../../shared/layanan/service-links';

/**
 * A service's form inside the page (ORIGINAL.md §1.3): in a sandboxed frame when its provider is
 * one the portal's Content-Security-Policy allows, with the way out to a new tab; any other form
 * is offered in a new tab only.
 */
export default function ServiceFormModal(props: {
  service: Pick<ServiceInput, 'judul' | 'deskripsi' | 'link'> | null;
  opened: boolean;
  onClose(): void;
}) {
  const service = props.service;
  const embedded = service ? embeddedFormUrl(service.link) : null;
  const newTab = service ? newTabFormUrl(service.link) : '';
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={service?.judul ?? ''}
      size="xl"
      centered
    >
      {service && (
        <Stack gap="sm">
          {service.deskripsi && <Text c="dimmed">{service.deskripsi}</Text>}
          {embedded ? (
            <>
              <Box
                component="iframe"
                src={embedded}
                title={`Formulir ${service.judul}`}
                // The form runs in its provider's own origin; it may submit and open its links,
                // and may not navigate the portal.
                sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
                referrerPolicy="no-referrer"
                loading="lazy"
                style={{ width: '100%', height: '65vh', border: 0, borderRadius: 8 }}
              />
              <Group gap="xs">
                <Text size="sm">Jika formulir tidak muncul,</Text>
                <Button
                  component="a"
                  href={newTab}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="xs"
                  variant="default"
                  rightSection={<IconExternalLink size={14} aria-hidden />}
                >
                  buka di tab baru
                </Button>
              </Group>
            </>
          ) : (
            <Button
              component="a"
              href={newTab}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              Buka formulir di tab baru
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
