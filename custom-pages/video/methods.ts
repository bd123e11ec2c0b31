import type { LinkedFile } from '@core/files';
import type { HttpClient } from '@src/http/http-client';

export interface ThemePreviewStatus {
  /** ffmpeg is installed on the server. */
  available: boolean;
  state: 'none' | 'queued' | 'rendering' | 'done' | 'failed';
  progress: number;
  error: string | null;
  file: LinkedFile | null;
  message?: string;
}

/** Which version of a video director configuration its recorder confirmed, and the latest attempt. */
export interface DirectorApplied {
  applied: { version: number; at: string; deviceId: string } | null;
  last: { commandId: string; version: number; status: string; error: string | null; at: string } | null;
}

/** A theme's rendered preview clip (video post-processing); applying a video director configuration. */
export interface VideoMethods {
  getThemePreview(themeId: string): Promise<ThemePreviewStatus>;
  renderThemePreview(themeId: string): Promise<ThemePreviewStatus>;
  getDirectorApplied(configId: string): Promise<DirectorApplied>;
  applyDirector(configId: string, version: number): Promise<Record<string, unknown>>;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends VideoMethods {}
}

const address = (themeId: string) => `/video-themes/${encodeURIComponent(themeId)}/preview`;

export function videoMethods(http: HttpClient): VideoMethods {
  return {
    async getThemePreview(themeId) {
      const { data } = await http.get<ThemePreviewStatus>(address(themeId));
      return data;
    },
    async renderThemePreview(themeId) {
      const { data } = await http.post<ThemePreviewStatus>(address(themeId), {}, { ownErrorMessage: true });
      return data;
    },
    async getDirectorApplied(configId) {
      const { data } = await http.get<DirectorApplied>(`/video-director-configs/${encodeURIComponent(configId)}/applied`);
      return data;
    },
    async applyDirector(configId, version) {
      const { data } = await http.post<Record<string, unknown>>(`/video-director-configs/${encodeURIComponent(configId)}/apply`, { version }, { ownErrorMessage: true });
      return data;
    },
  };
}
