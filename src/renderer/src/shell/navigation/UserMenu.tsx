import { Menu, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import type { UserProfile } from '../../../../shared/accounts';
import { accountMenuLinks } from '../../../../shared/admin-menu';

/**
 * The signed-in user's menu in the desktop bar: who is signed in, their admin links, Logout.
 * Its own chunk (the popover machinery), loaded only once someone is signed in.
 */
export function UserMenu(props: {
  user: UserProfile;
  onLogout: () => void;
  /** The button showing the avatar and name; the same one is shown while this chunk loads. */
  trigger: ReactElement;
}) {
  const links = accountMenuLinks(props.user);
  return (
    <Menu position="bottom-end" shadow="md" width={260} withinPortal>
      <Menu.Target>{props.trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
            {props.user.namaTampilan}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {props.user.email}
          </Text>
        </Menu.Label>
        {links.length > 0 && <Menu.Divider />}
        {links.map((link) => (
          <Menu.Item key={link.path} component={Link} to={link.path}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={props.onLogout}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
