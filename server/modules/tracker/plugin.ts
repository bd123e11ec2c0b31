import type { FastifyInstance } from 'fastify';
import { issue } from '../../../core/resource-kit/messages.js';
import { FieldErrors } from '../../crud/repository.js';
import { every } from '../../jobs/every.js';
import { startJobs } from '../../jobs/jobs.js';
import { customerOf } from '../../events/customers-of.js';
import { configDriftCheck } from './config-drift.js';
import { deviceEventIntake } from './device-events.js';
import { SessionReprocessing } from './session-reprocessing.js';
import { sanitiseSvg, UnusableSvgError } from './svg-sanitiser.js';

const SWEEP_MS = 5000;

export interface Tracker {
  reprocessing: SessionReprocessing;
}

declare module 'fastify' {
  interface FastifyInstance {
    tracker: Tracker;
  }
}

/**
 * The tracker and video side of the installations: the runs and sessions devices report,
 * configuration drift as `tracker` problems, session reprocessing, and what the configurations
 * must hold beyond their fields (an overlay's SVG is sanitised before it is stored).
 */
export async function startTracker(app: FastifyInstance) {
  const { db, config } = app;
  const log = app.log.child({ module: 'tracker' });
  const publish = app.events.publish.bind(app.events);
  const { repository } = app.resources;

  repository.beforeWrite('svg-templates', async (_tx, values) => {
    try {
      return { ...values, svg: sanitiseSvg(String(values.svg ?? '')) };
    } catch (error) {
      if (!(error instanceof UnusableSvgError)) throw error;
      throw new FieldErrors(400, 'bad_request', 'The SVG is not usable', { svg: issue('unsafeSvg', { reason: error.message }) });
    }
  });

  // The device layer's job queue where it runs; else one of our own (a replica without devices).
  const ownJobs = !app.devices && config.outboxWorker ? await startJobs(db, log) : undefined;
  const jobs = app.devices?.jobs ?? ownJobs;
  const reprocessing = new SessionReprocessing(db, jobs, { stepMs: config.devices.reprocessStepMs, claimS: config.devices.reprocessClaimS }, (id, installationId) => {
    void customerOf(db, installationId).then((customerIds) => publish({ resource: 'video-sessions', id, kind: 'updated', customerIds }));
  });
  app.decorate('tracker', { reprocessing });
  const devices = app.devices;
  if (devices) {
    devices.onEvents(deviceEventIntake(db, publish, log));
    devices.registry.onConfigs(configDriftCheck(db, devices.problems));
  }
  if (!jobs) return;
  await reprocessing.start();
  const sweeping = every(
    SWEEP_MS,
    () => reprocessing.sweep(),
    (error) => log.warn({ error: error.message }, 'session reprocessing sweep failed'),
  );
  app.addHook('onClose', async () => {
    clearInterval(sweeping);
    await ownJobs?.stop();
  });
}
