import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Reports each page the router shows. Only the path goes out: query strings can hold secrets
 * (the password-reset link's oobCode on /auth/action) that have no place in analytics.
 */
export function PageViewReporter({ onPageView }: { onPageView?: (path: string) => void }) {
  const { pathname } = useLocation();
  useEffect(() => {
    onPageView?.(pathname);
  }, [onPageView, pathname]);
  return null;
}
