import { IconArrowLeft, IconLogout, IconWorld } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router-dom';
import type { UserProfile } from '../../../../shared/accounts';
import { ProfileAvatar } from '../../ui/ProfileAvatar';
import classes from '../admin-shell/AdminSidebar.module.css';
import { PANITIA_MENU } from './panitia-menu';
import { panitiaPath } from './request-status';

/**
 * The committee area's sidebar (ORIGINAL.md §3.9): the election it manages, who is signed in,
 * the area's pages, the master's way back to Manajemen E-Voting, and Logout.
 */
export function PanitiaSidebar(props: {
  eventId: string;
  electionName: string | null;
  user: UserProfile;
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { eventId, user, onNavigate } = props;
  return (
    <>
      <div className={classes.profile}>
        <ProfileAvatar name={user.namaTampilan} photo={user.foto} size={48} />
        <div className={classes.profileText}>
          <div className={classes.name}>{user.namaTampilan}</div>
          <div className={classes.subtitle}>Panitia: {props.electionName ?? '…'}</div>
        </div>
      </div>
      <nav aria-label="Menu panitia" className={classes.nav}>
        <ul className={classes.list}>
          {PANITIA_MENU.map((entry) => (
            <li key={entry.key}>
              <NavLink
                to={panitiaPath(eventId, entry.key)}
                className={classes.link}
                onClick={onNavigate}
              >
                <entry.icon size={18} aria-hidden />
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={classes.footer}>
        {user.role === 'master' ? (
          <Link to="/admin/manajemen-voting" className={classes.link} onClick={onNavigate}>
            <IconArrowLeft size={18} aria-hidden />
            Kembali ke Manajemen
          </Link>
        ) : (
          <Link to="/request-pemilihan" className={classes.link} onClick={onNavigate}>
            <IconArrowLeft size={18} aria-hidden />
            Pengajuan & Pemilihan Saya
          </Link>
        )}
        <Link to="/" className={classes.link} onClick={onNavigate}>
          <IconWorld size={18} aria-hidden />
          Lihat Situs Publik
        </Link>
        <button
          type="button"
          className={classes.link}
          onClick={props.onLogout}
          disabled={props.loggingOut}
        >
          <IconLogout size={18} aria-hidden />
          {props.loggingOut ? 'Keluar...' : 'Logout'}
        </button>
      </div>
    </>
  );
}
