import type { Language } from '../language';

type Pair = [en: string, de: string];
type PairTree = { [key: string]: Pair | PairTree };

/** Messages of the device screens (gondola.devices.*). */
const DEVICES: PairTree = {
  duration: ['%{ms} ms', '%{ms} ms'],
  imageOf: ['Picture returned by %{command}', 'Bild von %{command}'],
  hosts: ['Hosts found', 'Gefundene Hosts'],
  host: { ip: ['IP', 'IP'], mac: ['MAC', 'MAC'], name: ['Name', 'Name'], reachable: ['Reachable', 'Erreichbar'] },
  confirm: ['Are you sure? The command runs on the device at once.', 'Sind Sie sicher? Der Befehl läuft sofort auf dem Gerät.'],
  run: ['Run', 'Ausführen'],
  noCommands: ['No commands you may run on this device.', 'Keine Befehle, die Sie auf diesem Gerät ausführen dürfen.'],
  none: ['This installation has no devices yet.', 'Diese Installation hat noch keine Geräte.'],
  recent: ['Latest commands', 'Letzte Befehle'],
  unavailable: ['The devices are not available.', 'Die Geräte sind nicht verfügbar.'],
  elsewhere: ['This device belongs to another installation.', 'Dieses Gerät gehört zu einer anderen Installation.'],
  record: ['Open the device record', 'Gerätedatensatz öffnen'],
  commands: ['Commands', 'Befehle'],
  configurationOf: ['%{conf} of %{device}', '%{conf} von %{device}'],
  noSection: ['The device has not reported "%{conf}". It reported: %{sections}', 'Das Gerät hat „%{conf}" nicht gemeldet. Gemeldet: %{sections}'],
  activeInstallation: ['Active installation', 'Aktive Installation'],
  noUnconfigured: ['No unconfigured devices: every device that announced itself is assigned.', 'Keine nicht zugeordneten Geräte: Jedes angemeldete Gerät ist zugeordnet.'],
  assign: ['Assign', 'Zuordnen'],
  assignNext: ['Continue', 'Weiter'],
  assigned: ['Assigned to %{installation}; the device has its configuration.', '%{installation} zugeordnet; das Gerät hat seine Konfiguration.'],
  assignedNotSent: ['Assigned to %{installation}, but the configuration could not be sent yet.', '%{installation} zugeordnet, die Konfiguration konnte aber noch nicht gesendet werden.'],
  assignTitle: ['Assign %{device} to %{installation}', '%{device} der Installation %{installation} zuordnen'],
  assignExplained: ['The device gets its configuration and its own secret, and signs in with them from now on. The assignment is recorded in its history.', 'Das Gerät erhält seine Konfiguration und sein eigenes Geheimnis und meldet sich ab jetzt damit an. Die Zuordnung steht in seinem Verlauf.'],
  alreadyAssigned: ['This device is already assigned.', 'Dieses Gerät ist bereits zugeordnet.'],
  notActive: ['Devices can only be assigned to an active installation.', 'Geräte können nur einer aktiven Installation zugeordnet werden.'],
  report: {
    total: ['Devices', 'Geräte'],
    online: ['Online', 'Online'],
    offline: ['Offline', 'Offline'],
    totalDevices: ['%{count} devices', '%{count} Geräte'],
    csv: ['Download CSV', 'CSV herunterladen'],
    byType: ['By type', 'Nach Typ'],
    byStatus: ['By status', 'Nach Status'],
    byVersion: ['By installed version', 'Nach installierter Version'],
    byInstallation: ['By installation', 'Nach Installation'],
    unconfigured: ['Unconfigured', 'Nicht zugeordnet'],
    outdated: ['Outdated versions (%{count})', 'Veraltete Versionen (%{count})'],
    latest: ['latest released: %{version}', 'neueste freigegebene: %{version}'],
  },
  errors: {
    commandNotExecutable: ["The command can't be executed.", 'Der Befehl kann nicht ausgeführt werden.'],
    devicesUnavailable: ['The devices are not available.', 'Die Geräte sind nicht verfügbar.'],
    noDevicesOfType: ['No devices of the given type available.', 'Keine Geräte des angegebenen Typs verfügbar.'],
    invalidResponse: ['Invalid response from installation.', 'Ungültige Antwort der Installation.'],
    timedOut: ['The device did not answer in time.', 'Das Gerät hat nicht rechtzeitig geantwortet.'],
    ptReinitFailed: ['Reinitializing PT head failed', 'Neuinitialisierung des PT-Kopfs fehlgeschlagen'],
    cameraMoveFailed: ['camera move failed', 'Kamerabewegung fehlgeschlagen'],
    cancelled: ['Cancelled before it was sent', 'Vor dem Senden abgebrochen'],
    deviceFault: ['The device reported a fault', 'Das Gerät hat einen Fehler gemeldet'],
  },
  bulk: {
    choose: ['Devices', 'Geräte'],
    any: ['Any', 'Alle'],
    filter: { installationId: ['Installation id', 'Installations-ID'], resortId: ['Resort id', 'Skigebiets-ID'], tag: ['Tag', 'Tag'], version: ['Installed version', 'Installierte Version'] },
    preview: ['%{supported} devices understand this command (%{online} online) of %{total} chosen.', '%{supported} Geräte verstehen diesen Befehl (%{online} online) von %{total} ausgewählten.'],
    start: ['Run on %{count} devices', 'Auf %{count} Geräten ausführen'],
    recent: ['Recent bulk commands', 'Letzte Massenbefehle'],
    counts: ['%{succeeded} of %{total} done, %{failed} failed', '%{succeeded} von %{total} erledigt, %{failed} fehlgeschlagen'],
    progress: ['Progress', 'Fortschritt'],
    done: ['Done: %{count}', 'Erledigt: %{count}'],
    failed: ['Failed: %{count}', 'Fehlgeschlagen: %{count}'],
    pending: ['Pending: %{count}', 'Ausstehend: %{count}'],
    cancelled: ['Cancelled: %{count}', 'Abgebrochen: %{count}'],
    pausedExplained: ['Paused: %{threshold} devices failed. Resume to go on, or stop.', 'Angehalten: %{threshold} Geräte sind fehlgeschlagen. Fortsetzen oder stoppen.'],
    report: ['Finished: %{succeeded} of %{total} devices succeeded, %{failed} failed.', 'Fertig: %{succeeded} von %{total} Geräten erfolgreich, %{failed} fehlgeschlagen.'],
    stop: ['Stop', 'Stoppen'],
    resume: ['Resume', 'Fortsetzen'],
    results: ['Results per device', 'Ergebnisse je Gerät'],
  },
};

function pick(tree: PairTree, language: Language): Record<string, unknown> {
  return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, Array.isArray(v) ? v[language === 'en' ? 0 : 1] : pick(v, language)]));
}

export const deviceMessages = (language: Language) => ({ devices: pick(DEVICES, language) });
