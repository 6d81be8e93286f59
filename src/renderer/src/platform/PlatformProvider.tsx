import { createContext, useContext, type ReactNode } from 'react';
import type { Platform } from '../../../shared/platform';

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider(props: { platform: Platform; children: ReactNode }) {
  return (
    <PlatformContext.Provider value={props.platform}>{props.children}</PlatformContext.Provider>
  );
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform must be used inside <PlatformProvider>');
  return platform;
}
