import { Avatar, type MantineSize } from '@mantine/core';
import type { ComponentProps } from 'react';

export interface UserAvatarProps {
  /** The display name: its initials and colour stand in when there is no photo. */
  name: string;
  /**
   * Where the photo is shown from (resolved by the backend, see ProfileAvatar and use-image-src);
   * null or empty shows the initials.
   */
  photo: string | null | undefined;
  size?: MantineSize | number;
  /** Attributes of the photo's <img> (size, loading), when there is one. */
  imageProps?: ComponentProps<'img'>;
}

/**
 * A user's photo, or an avatar made here from the display name: initials on a colour derived from
 * the name, so the same person always looks the same and no third-party avatar service learns
 * who is signed in.
 */
export function UserAvatar(props: UserAvatarProps) {
  const { name, photo, size = 'md', imageProps } = props;
  return (
    <Avatar
      src={photo || null}
      name={name}
      color="initials"
      variant="filled"
      alt={name}
      size={size}
      imageProps={imageProps}
    />
  );
}
