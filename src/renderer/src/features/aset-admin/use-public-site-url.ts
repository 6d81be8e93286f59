import { useBackendQuery } from '../../backend/use-backend-query';

/**
 * The site's configured public address (Backend.publicSiteUrl: BEM_PUBLIC_URL on the embedded
 * server, VITE_PUBLIC_URL on a Firebase build, else the page's origin): what every QR label
 * points under. Undefined while it is asked.
 */
export function usePublicSiteUrl(): { url: string | undefined; error: Error | undefined } {
  const { value, error } = useBackendQuery(['situs-publik'], (backend) => backend.publicSiteUrl());
  return { url: value, error };
}
