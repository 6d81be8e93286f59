import { Button, Group, Modal, Text } from '@mantine/core';
import type { ScSettings } from '../../../../shared/sc/sc-settings';

/** The information notice shown on entry (infoJudul / infoKonten of the settings). */
export function InfoNoticeModal(props: { settings: ScSettings; opened: boolean; onClose(): void }) {
  const { infoJudul, infoKonten } = props.settings;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={infoJudul} centered size="lg">
      {infoKonten.trim() !== '' && (
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{infoKonten}</Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button onClick={props.onClose} data-autofocus>
          Saya Mengerti
        </Button>
      </Group>
    </Modal>
  );
}

/** Whether the settings have a notice to show at all. */
export const hasNotice = (settings: ScSettings) =>
  settings.infoJudul.trim() !== '' || settings.infoKonten.trim() !== '';
