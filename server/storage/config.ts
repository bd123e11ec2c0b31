import path from 'node:path';
import { flag, matching, optionalText, optionalUrl, text } from '../config/env-values.js';
import { defineConfigSlice, together } from '../config/slice.js';

/**
 * Where files live: the local disk under DATA_DIR (demo, one node), or S3-compatible object
 * storage (production; credentials from the environment or the SDK's usual chain).
 */
export const storageConfig = defineConfigSlice({
  env: {
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: matching(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expects an S3 bucket name (3–63 lower-case letters, digits, dots and hyphens)'),
    S3_REGION: text('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: flag(true),
  },
  productionRequires: {
    S3_ENDPOINT: 'the S3-compatible object storage URL, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000 (files on the local disk are demo-only)',
    S3_BUCKET: 'the bucket that holds pictures, clips, sounds, fonts and cloud storage',
  },
  check: (e) => [
    ...together(e.S3_ENDPOINT, e.S3_BUCKET, 'S3_ENDPOINT and S3_BUCKET: set both to keep files in object storage, or neither for the local disk'),
    ...together(e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY, "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the SDK's credential chain"),
  ],
  read: (e, { dataDir }) => ({
    storage:
      e.S3_ENDPOINT && e.S3_BUCKET
        ? {
            kind: 's3' as const,
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' as const, dir: path.join(dataDir, 'storage') },
  }),
});
