import { z } from 'zod';
import { flag, matching, matchingOr, optionalText, port, secret, unsetWhenEmpty, whole } from '../config/env-values.js';
import { defineConfigSlice } from '../config/slice.js';

const share = unsetWhenEmpty(
  z.coerce.number({ message: 'expects a number from 0 to 1' }).min(0, 'expects a number from 0 to 1').max(1, 'expects a number from 0 to 1').default(0.02),
);
const seconds = (fallback: number) => unsetWhenEmpty(z.coerce.number({ message: 'expects seconds' }).min(0).max(86400).default(fallback));

/** The device layer (DESIGN §6): the broker, the gateway's topics and account, and the demo's simulated devices. */
export const deviceConfig = defineConfigSlice({
  env: {
    MQTT_URL: matching(/^mqtts?:\/\//, 'expects an mqtt:// or mqtts:// URL'),
    MQTT_PORT: port(1883),
    MQTT_TOPIC_ROOT: matchingOr(/^[a-zA-Z0-9_-]+(\/[a-zA-Z0-9_-]+)*$/, 'expects topic levels without wildcards, e.g. gondola/v1', 'gondola/v1'),
    MQTT_USERNAME: optionalText,
    MQTT_PASSWORD: optionalText,
    MQTT_PROVISIONING_SECRET: secret(16, 'expects a shared secret of at least 16 characters'),
    MQTT_SHARED_SUBSCRIPTIONS: flag(true),
    MQTT_SHARED_GROUP: matchingOr(/^[A-Za-z0-9_-]{1,64}$/, 'expects a group name of letters, digits, - and _', 'gondola'),
    DEVICE_GATEWAY: flag(true),
    DEVICE_HEARTBEAT_TIMEOUT_S: whole('seconds', 5, 86400, 90),
    SIMULATOR_DEVICES: whole('a whole number', 0, 20000, 50),
    SIMULATOR_FAULT_RATE: share,
    SIMULATOR_MEDIA_EVERY_S: seconds(120),
    SIMULATOR_RUNS_EVERY_S: seconds(40),
    SESSION_REPROCESS_STEP_MS: whole('milliseconds', 0, 600_000, 1500),
    SESSION_REPROCESS_CLAIM_S: whole('seconds', 2, 3600, 30),
  },
  productionRequires: { MQTT_URL: 'the device broker URL, e.g. mqtts://broker.example.com:8883 (the embedded broker is demo-only)' },
  read: (e, { production, demoData, raw }) => ({
    /** An explicit MQTT_PORT that is taken stops start-up; the default one falls back to a free port. */
    mqtt: e.MQTT_URL
      ? {
          embedded: false as const,
          url: e.MQTT_URL,
          /** The replicas' MQTT shared subscription group: each device message reaches one replica (off for a broker without `$share`). */
          sharedGroup: e.MQTT_SHARED_SUBSCRIPTIONS ? e.MQTT_SHARED_GROUP : undefined,
        }
      : { embedded: true as const, port: e.MQTT_PORT, portExplicit: raw.MQTT_PORT !== undefined && raw.MQTT_PORT !== '' },
    /**
     * Topics under topicRoot; the server's own broker account; the shared secret unknown devices
     * announce themselves with; the in-process simulator (demo only).
     */
    devices: {
      enabled: e.DEVICE_GATEWAY,
      topicRoot: e.MQTT_TOPIC_ROOT,
      username: e.MQTT_USERNAME ?? 'gondola-server',
      password: e.MQTT_PASSWORD,
      provisioningSecret: e.MQTT_PROVISIONING_SECRET,
      heartbeatTimeoutS: e.DEVICE_HEARTBEAT_TIMEOUT_S,
      simulatorDevices: !production && demoData ? e.SIMULATOR_DEVICES : 0,
      /** How often a simulated device fails a command (0–1). */
      simulatorFaultRate: e.SIMULATOR_FAULT_RATE,
      /** How often a simulated photopoint, phototrap or recorder delivers a medium (seconds; 0: never). */
      simulatorMediaEveryS: e.SIMULATOR_MEDIA_EVERY_S,
      simulatorRunsEveryS: e.SIMULATOR_RUNS_EVERY_S,
      reprocessStepMs: e.SESSION_REPROCESS_STEP_MS,
      reprocessClaimS: e.SESSION_REPROCESS_CLAIM_S,
    },
  }),
});
