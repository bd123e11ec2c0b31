import { useEffect, useState } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import { isLinkedFile, type LinkedFile } from '@core/files';

export const fontFamilyOf = (fontId: string) => `gondola-font-${fontId}`;

const loaded = new Map<string, Promise<boolean>>();

/** Loads a stored font into the page under its own family name; answers whether the browser could read it. */
export function loadFont(fontId: string, file: LinkedFile): Promise<boolean> {
  const known = loaded.get(fontId);
  if (known) return known;
  const loading = new FontFace(fontFamilyOf(fontId), `url(${file.url})`)
    .load()
    .then((face) => {
      document.fonts.add(face);
      return true;
    })
    .catch(() => false);
  loaded.set(fontId, loading);
  return loading;
}

/** The font's state for a preview: loading, ready or unreadable. */
export function useFont(font: RaRecord | undefined): 'none' | 'loading' | 'ready' | 'broken' {
  const [state, setState] = useState<'none' | 'loading' | 'ready' | 'broken'>('none');
  const file = font?.fontFile;
  useEffect(() => {
    if (!font || !isLinkedFile(file)) return setState('none');
    setState('loading');
    let current = true;
    void loadFont(String(font.id), file).then((ok) => current && setState(ok ? 'ready' : 'broken'));
    return () => {
      current = false;
    };
  }, [font, file]);
  return state;
}

/** What a theme's elements draw on: every collection's pictures in order, fonts and sounds, by id. */
export function useThemeMedia() {
  const images = useGetList('collection-images', { pagination: { page: 1, perPage: 500 }, sort: { field: 'position', order: 'ASC' } });
  const fonts = useGetList('video-fonts', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  const sounds = useGetList('video-sounds', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  const firstImage = new Map<string, LinkedFile>();
  for (const image of images.data ?? []) {
    const collection = String(image.collection);
    if (!firstImage.has(collection) && isLinkedFile(image.image)) firstImage.set(collection, image.image);
  }
  return {
    firstImage,
    fonts: new Map((fonts.data ?? []).map((f) => [String(f.id), f])),
    sounds: new Map((sounds.data ?? []).map((s) => [String(s.id), s])),
    isPending: images.isPending || fonts.isPending || sounds.isPending,
  };
}
