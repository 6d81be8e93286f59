import type { UserProfile } from '../../../../shared/accounts';
import type { RouteEntry } from './route-entry';

export interface NavLinkItem {
  path: string;
  label: string;
}

export interface NavGroupItem {
  label: string;
  items: NavLinkItem[];
}

/** A top-level navigation entry: a link, or the Informasi dropdown. */
export type PrimaryNavItem = ({ kind: 'link' } & NavLinkItem) | ({ kind: 'group' } & NavGroupItem);

export const INFORMASI_LABEL = 'Informasi';

export interface Navigation {
  /** The bar's links and the Informasi dropdown, in the order of SPEC.md §2. */
  primary: PrimaryNavItem[];
  /** The drawer's list: the bar's entries and the drawer-only links, in the table's order. */
  drawer: PrimaryNavItem[];
  evoting: NavLinkItem | undefined;
  login: NavLinkItem | undefined;
  footer: NavLinkItem[];
}

/** The account part of the navigation while someone is signed in (links: accountMenuLinks). */
export interface AccountNavigation {
  user: UserProfile;
  onLogout: () => void;
}

export interface NavigationState {
  /** settings/general.isEvotingPublished; undefined until the first snapshot. */
  isEvotingPublished: boolean | undefined;
  signedIn: boolean;
}

const toLink = (entry: RouteEntry): NavLinkItem => ({ path: entry.path, label: entry.label });

/**
 * Derives the navigation from the route table: only entries whose pages exist, the E-Voting
 * button only once the setting is known and not false, Login only when signed out.
 */
export function buildNavigation(routes: readonly RouteEntry[], state: NavigationState): Navigation {
  const built = routes.filter((entry) => entry.page !== undefined);
  const first = (placement: RouteEntry['placement']) =>
    built.find((e) => e.placement === placement);
  const evoting = first('evoting');
  const login = first('login');
  const primary: PrimaryNavItem[] = [];
  const drawer: PrimaryNavItem[] = [];
  let group: Extract<PrimaryNavItem, { kind: 'group' }> | undefined;
  for (const entry of built) {
    if (entry.placement === 'main') {
      primary.push({ kind: 'link', ...toLink(entry) });
      drawer.push({ kind: 'link', ...toLink(entry) });
    }
    if (entry.placement === 'drawer') drawer.push({ kind: 'link', ...toLink(entry) });
    if (entry.placement !== 'informasi') continue;
    // The dropdown stands where its first page stands in the table; bar and drawer share it.
    if (!group) {
      group = { kind: 'group', label: INFORMASI_LABEL, items: [] };
      primary.push(group);
      drawer.push(group);
    }
    group.items.push(toLink(entry));
  }
  return {
    primary,
    drawer,
    evoting: evoting && state.isEvotingPublished === true ? toLink(evoting) : undefined,
    login: login && !state.signedIn ? toLink(login) : undefined,
    footer: built
      .filter((e) => e.footerLabel !== undefined)
      .filter((e) => e.placement !== 'evoting' || state.isEvotingPublished === true)
      .map((e) => ({ path: e.path, label: e.footerLabel ?? e.label })),
  };
}
