import { adminMenuEntry, canUseAdminArea } from '../../shared/admin-menu';
import { LIVE_TOPICS } from '../../shared/live';
import type { PublicSlot } from '../../shared/sc/booking';
import { publicSlot } from '../../shared/sc/booking-views';
import { jakartaDate } from '../../shared/jakarta-time';
import type { SessionStore } from '../accounts/session-store';
import type { UserRepository } from '../accounts/user-repository';
import { AppError } from '../http/app-error';
import type { LiveSource, LiveViewer } from '../live/live-source';
import { managedView } from './booking-context';
import type { ScServices } from './sc-services';

type ScTopic =
  typeof LIVE_TOPICS.scSettings | typeof LIVE_TOPICS.scSchedule | typeof LIVE_TOPICS.scBookings;

const PUBLIC = 'public';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How far back the public calendar reaches: the last three months, so the month view has the
 * recent past to page through without sending every booking ever made.
 */
export const SCHEDULE_DAYS_BACK = 92;

/**
 * The loans' live topics. The settings and the calendar are public; the calendar is cut to room,
 * time and organisation (booking-views.ts) of active bookings. The managers' list is for the
 * 'peminjaman-sc' area (the menu's rule: the sports ministry and master), asked on every
 * snapshot, so a session that loses the area stops receiving it.
 */
export function scLiveSources(deps: {
  sc: ScServices;
  sessions: SessionStore;
  users: UserRepository;
}): Record<ScTopic, LiveSource> {
  const managers = (viewer: LiveViewer): string => {
    const userId = viewer.token ? deps.sessions.userIdFor(viewer.token) : undefined;
    const user = userId ? deps.users.findById(userId) : undefined;
    if (!user || user.disabled) throw new AppError('UNAUTHENTICATED', 401);
    if (!canUseAdminArea(user, adminMenuEntry('peminjaman-sc')))
      throw new AppError('FORBIDDEN', 403);
    return 'peminjaman-sc';
  };
  return {
    [LIVE_TOPICS.scSettings]: {
      access: () => PUBLIC,
      load: () => deps.sc.settings.get(),
      keptUntilPublished: true,
    },
    [LIVE_TOPICS.scSchedule]: {
      access: () => PUBLIC,
      load: (): PublicSlot[] =>
        deps.sc.bookings
          .activeFrom(jakartaDate(deps.sc.now() - SCHEDULE_DAYS_BACK * DAY_MS))
          .map((booking) => publicSlot(managedView(booking))),
    },
    [LIVE_TOPICS.scBookings]: {
      access: managers,
      load: () => deps.sc.admin.list(),
    },
  };
}
