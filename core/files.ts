/**
 * Files the console stores (DESIGN §6): what each kind accepts and how large it may be, and the
 * shape a stored file has in a record. Server and console read this one table.
 */
export const FILE_KINDS = {
  image: {
    types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    maxBytes: 25 * 1024 ** 2,
    names: 'PNG, JPEG, WebP, GIF',
    extensions: ['.png', '.jpg', '.jpeg', '.webp', '.gif'],
  },
  audio: {
    types: ['audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/opus', 'audio/flac', 'audio/x-m4a', 'audio/mp4', 'audio/aac'],
    maxBytes: 50 * 1024 ** 2,
    names: 'MP3, WAV, OGG, FLAC, M4A',
    extensions: ['.mp3', '.wav', '.ogg', '.opus', '.flac', '.m4a', '.aac'],
  },
  video: {
    types: ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-matroska'],
    maxBytes: 1024 ** 3,
    names: 'MP4, WebM, MOV, MKV',
    extensions: ['.mp4', '.webm', '.mov', '.mkv'],
  },
  font: { types: ['font/ttf', 'font/otf', 'font/woff', 'font/woff2'], maxBytes: 10 * 1024 ** 2, names: 'TTF, OTF, WOFF, WOFF2', extensions: ['.ttf', '.otf', '.woff', '.woff2'] },
  /** Cloud storage: any type, as long as the content matches what the name claims. */
  any: { types: [] as string[], maxBytes: 2 * 1024 ** 3, names: '', extensions: [] as string[] },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

/** A stored file as a record holds it. */
export interface StoredFile {
  key: string;
  /** The name it was uploaded with. */
  name: string;
  size: number;
  contentType: string;
  uploadedAt: string;
  width?: number;
  height?: number;
  durationSeconds?: number;
  thumbnailKey?: string;
}

/** As the API answers it: with short-lived links a browser element can load (no token in them). */
export interface LinkedFile extends StoredFile {
  url: string;
  downloadUrl: string;
  thumbnailUrl?: string;
}

export const isLinkedFile = (value: unknown): value is LinkedFile =>
  typeof value === 'object' && value !== null && typeof (value as LinkedFile).key === 'string' && typeof (value as LinkedFile).url === 'string';
