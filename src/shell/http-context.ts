import type { HttpClient } from '@src/http/http-client';
import type { Principal } from '@core/access';
import { createContext, useContext } from 'react';
import type { LiveUpdates } from './live-updates';

export interface ShellServices {
  http: HttpClient;
  live: LiveUpdates;
  /** Who is signed in: pages offer only what `core/access.ts` lets them open. */
  principal: Principal;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell outside the console');
  return services;
}
