import { useQuery } from '@tanstack/react-query';
import { useShell } from './http-context';

/** A console-wide switch (spec §4): monitoring mode and maintenance mode. */
export interface ApplicationSetting {
  key: 'monitoringMode' | 'maintenanceMode';
  value: boolean;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** The console-wide switches; live events for 'application-settings' invalidate the query, so every page follows changes. */
export function useApplicationSettings() {
  const { http } = useShell();
  return useQuery({ queryKey: ['application-settings'], queryFn: async () => (await http.get<ApplicationSetting[]>('/application-settings')).data });
}
