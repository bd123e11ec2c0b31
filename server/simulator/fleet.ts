import { SimulatedDevice, type DeviceBehaviour, type SimulatedDeviceSpec } from './device.js';

/** Many simulated devices started in small waves, so a broker is not hit by thousands of CONNECTs at once. */
export class Fleet {
  readonly devices: SimulatedDevice[] = [];

  constructor(private readonly behaviour: DeviceBehaviour) {}

  async start(specs: SimulatedDeviceSpec[], wave = 100) {
    for (let i = 0; i < specs.length; i += wave) {
      const batch = specs.slice(i, i + wave).map((spec) => new SimulatedDevice(spec, this.behaviour));
      await Promise.all(batch.map((d) => d.start()));
      this.devices.push(...batch);
    }
    return this;
  }

  get(id: string) {
    return this.devices.find((d) => d.spec.id === id);
  }

  async stop() {
    await Promise.all(this.devices.map((d) => d.stop()));
  }
}
