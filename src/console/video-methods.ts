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

/** A theme's rendered preview clip (video post-processing). */
export interface VideoMethods {
  getThemePreview(themeId: string): Promise<ThemePreviewStatus>;
  renderThemePreview(themeId: string): Promise<ThemePreviewStatus>;
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
  };
}
