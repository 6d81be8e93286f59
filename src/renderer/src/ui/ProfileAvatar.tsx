import type { MantineSize } from '@mantine/core';
import type { ProfilePhoto } from '../../../shared/accounts';
import { useImageSrc } from '../backend/use-image-src';
import { UserAvatar } from './UserAvatar';

export interface ProfileAvatarProps {
  /** The display name: the photo's alternative text, and the initials without a photo. */
  name: string;
  /** The account's photo (a reference to an image file), or null for the initials. */
  photo: ProfilePhoto | null;
  size?: MantineSize | number;
}

/**
 * An account's avatar (admin shell, navigation, Kelola Pengguna): its photo's small file
 * (`thumbUrl`), shown from where the backend serves images, or the initials. Without a photo
 * nothing asks the backend.
 */
export function ProfileAvatar(props: ProfileAvatarProps) {
  const { photo, ...rest } = props;
  return photo ? <PhotoAvatar {...rest} photo={photo} /> : <UserAvatar {...rest} photo={null} />;
}

function PhotoAvatar(props: Omit<ProfileAvatarProps, 'photo'> & { photo: ProfilePhoto }) {
  const { photo, ...rest } = props;
  return <UserAvatar {...rest} photo={useImageSrc(photo.thumbUrl)} />;
}
