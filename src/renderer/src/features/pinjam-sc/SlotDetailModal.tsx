import { Modal, SimpleGrid } from '@mantine/core';
import { clockRangeText } from '../../../../shared/clock-text';
import type { PublicSlot } from '../../../../shared/sc/booking';
import { DetailEntry } from './DetailEntry';
import { dateText } from '../../lib/date-text';

/**
 * A booking of the public calendar: room, date, time and organisation, nothing else (ORIGINAL.md
 * §10.3: the old modal showed the borrower's name and phone to everyone).
 */
export function SlotDetailModal(props: {
  slot: PublicSlot | null;
  ruang: string;
  opened: boolean;
  onClose(): void;
}) {
  const { slot } = props;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Detail Jadwal" centered>
      {slot && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
          <DetailEntry label="Lokasi" value={props.ruang} />
          <DetailEntry label="Organisasi" value={slot.organisasi} />
          <DetailEntry label="Tanggal" value={dateText(slot.tanggal)} />
          <DetailEntry label="Waktu" value={clockRangeText(slot.waktuMulai, slot.waktuSelesai)} />
        </SimpleGrid>
      )}
    </Modal>
  );
}
