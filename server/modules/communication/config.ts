import { flag, whole } from '../../config/env-values.js';
import { defineConfigSlice } from '../../config/slice.js';

/** The outbox: whether this process sends what it holds, and how long a claimed message is its worker's. */
export const outboxConfig = defineConfigSlice({
  env: {
    OUTBOX_WORKER: flag(true),
    OUTBOX_CLAIM_S: whole('seconds', 5, 3600, 90),
  },
  read: (e, { nodeEnv }) => ({
    /** Tests start the worker themselves. */
    outboxWorker: e.OUTBOX_WORKER && nodeEnv !== 'test',
    /** Longer than any send may take: another worker takes over a message only when its claimer is gone. */
    outboxClaimMs: e.OUTBOX_CLAIM_S * 1000,
  }),
});
