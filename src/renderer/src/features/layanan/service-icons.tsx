import {
  IconBallFootball,
  IconCalendarEvent,
  IconDoor,
  IconFileText,
  IconForms,
  IconHeartbeat,
  IconHeartHandshake,
  IconMessageCircle,
  IconSchool,
  IconSpeakerphone,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { createElement } from 'react';
import type { ServiceIcon } from '../../../../shared/layanan/services';

/**
 * The Tabler icon of each key of SERVICE_ICONS: named imports only, so the page bundles these
 * eleven icons and not the library. A record stored with an unknown key shows the handshake.
 */
export const SERVICE_ICON_COMPONENTS: Record<ServiceIcon, Icon> = {
  formulir: IconForms,
  ruangan: IconDoor,
  aspirasi: IconMessageCircle,
  kalender: IconCalendarEvent,
  organisasi: IconUsersGroup,
  beasiswa: IconSchool,
  kesehatan: IconHeartbeat,
  olahraga: IconBallFootball,
  pengumuman: IconSpeakerphone,
  dokumen: IconFileText,
  bantuan: IconHeartHandshake,
};

export const serviceIconOf = (key: string): Icon =>
  Object.hasOwn(SERVICE_ICON_COMPONENTS, key)
    ? SERVICE_ICON_COMPONENTS[key as ServiceIcon]
    : IconHeartHandshake;

/** A service's icon, decorative (its name is written next to it). */
export function ServiceIconGlyph(props: { ikon: string; size: number }) {
  // Never narrower than its size: beside a long name in a row, a flex item would shrink it.
  return createElement(serviceIconOf(props.ikon), {
    size: props.size,
    'aria-hidden': true,
    style: { flexShrink: 0 },
  });
}
