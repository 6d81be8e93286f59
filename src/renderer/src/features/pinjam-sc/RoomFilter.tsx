import { IconSelector } from '@tabler/icons-react';
import { useId } from 'react';
import type { ScRoom } from '../../../../shared/sc/booking-rules';
import classes from './RoomFilter.module.css';

/**
 * "Tampilkan ruangan" above the public calendar: the browser's own select, drawn as the portal's
 * small inputs are. Plain elements rather than Mantine's InputBase, whose input code (about 4 KB
 * gzip) would otherwise join /pinjam-sc's first load only for this one choice; the booking form,
 * which needs it, loads it when the visitor comes near.
 */
export function RoomFilter(props: {
  rooms: readonly ScRoom[] | undefined;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        Tampilkan ruangan
      </label>
      <div className={classes.frame}>
        <select
          id={id}
          className={classes.select}
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        >
          <option value="">Semua ruangan</option>
          {(props.rooms ?? []).map((room) => (
            <option key={room.id} value={room.id}>
              {room.nama}
            </option>
          ))}
        </select>
        <span className={classes.icon} aria-hidden>
          <IconSelector size={16} stroke={1.5} />
        </span>
      </div>
    </div>
  );
}
