import { createContext } from 'react';

/**
 * Where page views go (the composition root decides: Firebase Analytics, or nowhere). A context
 * rather than a prop through the routes, so no page or feature knows that anyone is counting.
 */
export const PageViewContext = createContext<((path: string) => void) | undefined>(undefined);
