import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { FileKind } from '../../../core/files.js';
import type { Queryable } from '../../db/database.js';
import { ingestFile } from '../../storage/ingest.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import { FOLDER_MARKER } from '../../storage/object-storage.js';
import { DEMO_CUSTOMER_IDS } from '../demo-ids.js';
import type { SeedSet } from '../seed-set.js';
import { labelPng, mediaFile, toneWav } from './media-files.js';
import { seedWriter } from './seed-writer.js';

const SYSTEM_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

const store = (storage: ObjectStorage, resource: string, fileName: string, kind: FileKind, bytes: Buffer | Readable) =>
  ingestFile(storage, { body: Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes, fileName, kind, folder: `${resource}/demo` });

async function seedVideoPostProcessing(tx: Queryable, storage: ObjectStorage) {
  const write = seedWriter(tx);
  const logos = await write('video-collections', { name: 'Resort logos', description: 'Partner resort logos, shown top left in every clip' });
  for (const [name, colour] of [
    ['Alpbach', '#0b5cad'],
    ['Silvretta', '#1b7f4b'],
    ['Zugspitze', '#8a2be2'],
  ] as const) {
    await write('collection-images', { collection: logos.id, name: `${name} logo` }, undefined, {
      image: await store(storage, 'collection-images', `${name.toLowerCase()}-logo.png`, 'image', await labelPng({ text: name, colour })),
    });
  }
  const racers = await write('video-collections', { name: 'Finish photos', description: 'Sample photos for the user-dependent picture' });
  await write('collection-images', { collection: racers.id, name: 'Racer at the finish' }, undefined, {
    image: await store(storage, 'collection-images', 'racer.png', 'image', await labelPng({ text: 'Anna Berger', colour: '#b3261e', width: 480, height: 480 })),
  });

  const gong = await write('video-sounds', { name: 'Finish gong', description: 'Plays when the racer crosses the finish line' }, undefined, {
    audio: await store(storage, 'video-sounds', 'finish-gong.wav', 'audio', toneWav({ seconds: 1.6, frequencies: [440, 660, 880] })),
  });
  await write('video-sounds', { name: 'Start beep' }, undefined, {
    audio: await store(storage, 'video-sounds', 'start-beep.wav', 'audio', toneWav({ seconds: 0.4, frequencies: [880], decay: 1 })),
  });
  const font = fs.existsSync(SYSTEM_FONT)
    ? await write('video-fonts', { name: 'DejaVu Sans Bold', sampleText: 'Anna Berger 42.85' }, undefined, {
        fontFile: await store(storage, 'video-fonts', 'DejaVuSans-Bold.ttf', 'font', fs.createReadStream(SYSTEM_FONT)),
      })
    : undefined;

  const theme = await write('video-themes', { name: 'Alpbach Classic', description: 'Resort logo top left; the racer, the time and a gong at the finish', background: '#0B1F33' });
  const elements: Array<Record<string, unknown>> = [
    { kind: 'layoutImage', name: 'Resort logo', collection: logos.id, eventKey: 'start', offset: -4, x: 3, y: 4, width: 18, height: 16 },
    { kind: 'layoutText', name: 'Course', text: 'Alpbach · Family run', eventKey: 'start', offset: 0, x: 60, y: 5, width: 37, height: 8, fontSize: 36, colour: '#FFFFFF' },
    {
      kind: 'userDependentText',
      name: 'Racer',
      text: '{name} · #{startNumber}',
      eventKey: 'start',
      offset: 0.5,
      durationSeconds: 6,
      x: 5,
      y: 78,
      width: 55,
      height: 10,
      fontSize: 48,
      colour: '#FFFFFF',
    },
    { kind: 'userDependentText', name: 'Finish time', text: '{time} s', eventKey: 'finish', offset: 0.2, x: 62, y: 76, width: 33, height: 14, fontSize: 72, colour: '#FFD54F' },
    {
      kind: 'userDependentImage',
      name: 'Finish photo',
      collection: racers.id,
      eventKey: 'finish',
      offset: 1,
      x: 70,
      y: 20,
      width: 25,
      height: 44,
      anchor: 'end',
      scaleMode: 'envelopBorder',
    },
    { kind: 'sound', name: 'Gong', sound: gong.id, eventKey: 'finish', offset: 0, volume: 90, x: 0, y: 0, width: 10, height: 10 },
  ];
  for (const element of elements) await write('theme-elements', { theme: theme.id, ...(font && String(element.kind).endsWith('Text') ? { font: font.id } : {}), ...element });

  const standard = await write('cut-profiles', { name: 'Standard run', description: 'From two seconds before the start to three after the finish' });
  for (const point of [
    { eventKey: 'start', eventReporter: 0, eventIndex: 0, offset: -2 },
    { eventKey: 'intermediate', eventReporter: 1, eventIndex: 0, offset: 0 },
    { eventKey: 'finish', eventReporter: 0, eventIndex: 0, offset: 3 },
  ]) {
    await write('cut-configs', { profile: standard.id, ...point });
  }
  const short = await write('cut-profiles', { name: 'Finish only', description: 'The last five seconds and the finish' });
  await write('cut-configs', { profile: short.id, eventKey: 'finish', eventReporter: 0, eventIndex: 0, offset: -5 });
  await write('cut-configs', { profile: short.id, eventKey: 'finish', eventReporter: 0, eventIndex: 0, offset: 2 });

  const clips: Record<string, unknown> = {};
  for (const part of ['intro', 'outro'] as const) {
    const file = mediaFile(`${part}.webm`);
    if (file) clips[part] = await store(storage, 'intro-outros', `${part}.webm`, 'video', fs.createReadStream(file));
  }
  const introOutro = await write('intro-outros', { name: 'Winter season 2026/27', description: 'Season opener and sponsor outro' }, undefined, clips as never);

  const { rows } = await tx.query<{ id: string }>("select id from installations where type in ('video', 'videoDirector') order by id limit 3");
  for (const [index, row] of rows.entries()) {
    await write('video-installation-configs', { installation: row.id, theme: theme.id, cutProfile: index === 2 ? short.id : standard.id, introOutro: introOutro.id });
  }
}

async function seedCloudStorage(storage: ObjectStorage) {
  const put = (key: string, bytes: Buffer, contentType: string) => storage.put(`cloud/${key}`, Readable.from([bytes]), { contentType });
  await put(
    'Manuals/Camera set-up.txt',
    Buffer.from(
      'Camera set-up\n\n1. Mount the camera 4 m above the finish line.\n2. Point it along the course.\n3. Take a snapshot from the console and check the finish line is in the picture.\n',
    ),
    'text/plain',
  );
  await put('Manuals/Start gate checklist.md', Buffer.from('# Start gate checklist\n\n- Battery above 12.2 V\n- Wand returns freely\n- Beep audible at 10 m\n'), 'text/markdown');
  await put('Installation photos/Finish area.png', await labelPng({ text: 'Finish area', colour: '#37474f' }), 'image/png');
  await put('Installation photos/Start house.png', await labelPng({ text: 'Start house', colour: '#5d4037' }), 'image/png');
  await put('Sounds/finish-gong.wav', toneWav({ seconds: 1.6, frequencies: [440, 660, 880] }), 'audio/wav');
  const intro = mediaFile('intro.webm');
  if (intro) await storage.put('cloud/Clips/intro.webm', fs.createReadStream(intro), { contentType: 'video/webm' });
  await storage.put(`cloud/Archive/${FOLDER_MARKER}`, Readable.from([]), { contentType: 'application/x-directory' });
  for (const customer of [DEMO_CUSTOMER_IDS.silvretta, DEMO_CUSTOMER_IDS.matterhorn]) {
    await put(`customers/${customer}/Season report 2025-26.txt`, Buffer.from(`Season report for ${customer}\n\nRuns recorded: 48,210\nVideos sold: 6,904\n`), 'text/plain');
  }
}

/** Demo files: a theme with every kind of element, its pictures, sounds, font and clips, and a cloud storage to browse. */
export const demoMediaSeed: SeedSet = {
  name: 'demo-media',
  demo: true,
  needsStorage: true,
  async run(tx, { storage }) {
    await seedVideoPostProcessing(tx, storage!);
    await seedCloudStorage(storage!);
  },
};
