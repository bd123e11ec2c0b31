import type { AxiosInstance } from 'axios';
import { createContext, useContext } from 'react';
import type { LiveUpdates } from './live-updates';

export interface ShellServices {
  http: AxiosInstance;
  live: LiveUpdates;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell outside the console');
  return services;
}
