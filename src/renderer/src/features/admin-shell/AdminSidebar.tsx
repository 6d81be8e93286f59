import { Collapse, Divider } from '@mantine/core';
import { IconChevronDown, IconInfoSquareRounded, IconLogout, IconWorld } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { UserProfile } from '../../../../shared/accounts';
import {
  ADMIN_MENU,
  adminSidebar,
  canUseAdminArea,
  INFORMASI_PUBLIK_LABEL,
  type AdminAreaKey,
  type AdminMenuEntry,
} from '../../../../shared/admin-menu';
import { ProfileAvatar } from '../../ui/ProfileAvatar';
import { ADMIN_AREA_ICONS } from './admin-icons';
import { ministryOrRole } from './admin-context';
import classes from './AdminSidebar.module.css';

export interface AdminSidebarProps {
  user: UserProfile;
  pathname: string;
  /** Which admin pages exist; the sidebar never links to a page that does not. */
  pageExists: (key: AdminAreaKey) => boolean;
  /** A link was chosen (the phone layout closes the sidebar). */
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
}

/**
 * The sidebar's content (SPEC.md §2): who is signed in, the areas their role and ministry may
 * use (src/shared/admin-menu.ts, the same rules the server enforces), the way back to the public
 * site, and Logout.
 */
export function AdminSidebar(props: AdminSidebarProps) {
  const { user, pathname, pageExists, onNavigate, onLogout, loggingOut = false } = props;
  const model = adminSidebar(user, pathname, pageExists);
  const account = ADMIN_MENU.filter(
    (entry) => entry.section === 'account' && pageExists(entry.key) && canUseAdminArea(user, entry),
  );
  const link = (entry: AdminMenuEntry) => (
    <SidebarLink key={entry.key} entry={entry} onNavigate={onNavigate} />
  );

  return (
    <>
      <div className={classes.profile}>
        <ProfileAvatar name={user.namaTampilan} photo={user.foto} size={48} />
        <div className={classes.profileText}>
          <div className={classes.name}>{user.namaTampilan}</div>
          <div className={classes.subtitle}>{ministryOrRole(user)}</div>
        </div>
      </div>
      <nav aria-label="Menu admin" className={classes.nav}>
        <ul className={classes.list}>
          {model.general.map(link)}
          {model.informasiPublik.length > 0 && (
            <InformasiPublikGroup
              entries={model.informasiPublik}
              autoOpen={model.informasiPublikOpen}
              pathname={pathname}
              onNavigate={onNavigate}
            />
          )}
        </ul>
        {model.showMinistryDivider && <Divider my="xs" color="rgb(255 255 255 / 12%)" />}
        {model.ministry.length > 0 && <ul className={classes.list}>{model.ministry.map(link)}</ul>}
        {model.master.length > 0 && <ul className={classes.list}>{model.master.map(link)}</ul>}
        {account.length > 0 && (
          <>
            <Divider my="xs" color="rgb(255 255 255 / 12%)" />
            <ul className={classes.list}>{account.map(link)}</ul>
          </>
        )}
      </nav>
      <div className={classes.footer}>
        <Link to="/" className={classes.link} onClick={onNavigate}>
          <IconWorld size={18} aria-hidden />
          Lihat Situs Publik
        </Link>
        <button type="button" className={classes.link} onClick={onLogout} disabled={loggingOut}>
          <IconLogout size={18} aria-hidden />
          {loggingOut ? 'Keluar...' : 'Logout'}
        </button>
      </div>
    </>
  );
}

function SidebarLink(props: { entry: AdminMenuEntry; onNavigate: (() => void) | undefined }) {
  const { entry, onNavigate } = props;
  const Icon = ADMIN_AREA_ICONS[entry.key];
  return (
    <li>
      <NavLink
        to={entry.path}
        end={entry.key === 'ringkasan'}
        className={classes.link}
        onClick={onNavigate}
      >
        <Icon size={18} aria-hidden />
        {entry.label}
      </NavLink>
    </li>
  );
}

/**
 * The collapsible "Informasi Publik" group: it opens by itself when the user arrives on one of its
 * pages, and otherwise follows its toggle.
 */
function InformasiPublikGroup(props: {
  entries: AdminMenuEntry[];
  autoOpen: boolean;
  pathname: string;
  onNavigate: (() => void) | undefined;
}) {
  const { entries, autoOpen, pathname, onNavigate } = props;
  const listId = useId();
  const [open, setOpen] = useState(autoOpen);
  const [seenPath, setSeenPath] = useState(pathname);
  // Adjusting state to a new path during render (no effect): arriving on a group page opens it.
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (autoOpen) setOpen(true);
  }
  return (
    <li>
      <button
        type="button"
        className={`${classes.link} ${classes.groupToggle}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <IconInfoSquareRounded size={18} aria-hidden />
        {INFORMASI_PUBLIK_LABEL}
        <IconChevronDown size={16} className={classes.chevron} aria-hidden />
      </button>
      <Collapse expanded={open} keepMountedMode="display-none">
        <ul id={listId} className={`${classes.list} ${classes.groupList}`}>
          {entries.map((entry) => (
            <SidebarLink key={entry.key} entry={entry} onNavigate={onNavigate} />
          ))}
        </ul>
      </Collapse>
    </li>
  );
}
