import { defineArea, named, route, type PageLoader } from '@src/shell/area-manifest';
import { lazyMethods } from '@src/data/lazy-methods';
import type { VideoMethods } from './methods';

const videoLists = () => import('./VideoListPages');
const soundPages = () => import('./SoundPages');
const themePages = () => import('./ThemePages');
const introOutroPages = () => import('./IntroOutroPages');
const THEME = { themeId: 'video-themes' };
const ELEMENT = { themeId: 'video-themes', elementId: 'theme-elements' };
const INTRO_OUTRO = { introOutroId: 'intro-outros' };

/** The video post-processing pages: path under /videopostprocessing, label key, page, and the record each parameter names. */
const VIDEO_PAGES: Array<[string, string, PageLoader, Record<string, string>?]> = [
  ['cutconfig', 'cutconfig', () => import('./CutConfigPage')],
  ['sounds', 'sounds', named(soundPages, 'SoundsPage')],
  ['fonts', 'fonts', () => import('./FontsPage')],
  ['collections', 'collections', named(videoLists, 'CollectionsPage')],
  ['collections/:collectionId', 'collectionPictures', () => import('./CollectionPage'), { collectionId: 'video-collections' }],
  ['sound', 'sound', named(soundPages, 'AddSoundPage')],
  ['sound/:elementId', 'sound', named(soundPages, 'SoundPage'), { elementId: 'video-sounds' }],
  ['installationConfig', 'videoInstallationConfig', named(videoLists, 'InstallationConfigPage')],
  ['theme', 'theme', named(videoLists, 'ThemesPage')],
  ['theme/:themeId', 'themeEditor', themePages, THEME],
  ['theme/:themeId/layoutimageelement/:elementId', 'layoutImageElement', named(themePages, 'ThemeElementPage'), ELEMENT],
  ['theme/:themeId/layouttextelement/:elementId', 'layoutTextElement', named(themePages, 'ThemeElementPage'), ELEMENT],
  ['theme/:themeId/userdependenttextelement/:elementId', 'userDependentTextElement', named(themePages, 'ThemeElementPage'), ELEMENT],
  ['theme/:themeId/userdependentimageelement/:elementId', 'userDependentImageElement', named(themePages, 'ThemeElementPage'), ELEMENT],
  ['theme/:themeId/sound/:elementId', 'themeSound', named(themePages, 'ThemeElementPage'), ELEMENT],
  ['introoutro/:introOutroId', 'introOutro', introOutroPages, INTRO_OUTRO],
  ['introoutro/:introOutroId/intro', 'intro', named(introOutroPages, 'IntroPage'), INTRO_OUTRO],
  ['introoutro/:introOutroId/outro', 'outro', named(introOutroPages, 'OutroPage'), INTRO_OUTRO],
];

/** Video post-processing: cut configuration, sounds, fonts, collections, themes and intros/outros. */
export default defineArea({
  name: 'video',
  routes: [
    route('/videopostprocessing', 'videoPostProcessing', 'video', 'devices.manage', { menu: true, redirect: () => '/videopostprocessing/theme' }),
    ...VIDEO_PAGES.map(([sub, key, page, names]) => route(`/videopostprocessing/${sub}`, key, 'video', 'devices.manage', { page, ...(names && { names }) })),
  ],
  // The methods' code loads with their first call; the console's first load carries only their names.
  methods: (http) =>
    lazyMethods<VideoMethods>(() => import('./methods').then((m) => m.videoMethods(http)), {
      getThemePreview: true,
      renderThemePreview: true,
      getDirectorApplied: true,
      applyDirector: true,
    }),
  messages: () => import('./messages'),
  labels: {
    videoPostProcessing: ['Video post-processing', 'Video-Nachbearbeitung'],
    cutconfig: ['Cut configuration', 'Schnittkonfiguration'],
    sounds: ['Sounds', 'Klänge'],
    fonts: ['Fonts', 'Schriften'],
    collections: ['Collections', 'Sammlungen'],
    collectionPictures: ['Pictures', 'Bilder'],
    sound: ['Sound', 'Klang'],
    videoInstallationConfig: ['Installation configuration', 'Installationskonfiguration'],
    theme: ['Themes', 'Themes'],
    themeEditor: ['Elements and preview', 'Elemente und Vorschau'],
    layoutImageElement: ['Layout image element', 'Layout-Bildelement'],
    layoutTextElement: ['Layout text element', 'Layout-Textelement'],
    userDependentTextElement: ['User-dependent text element', 'Benutzerabhängiges Textelement'],
    userDependentImageElement: ['User-dependent image element', 'Benutzerabhängiges Bildelement'],
    themeSound: ['Theme sound', 'Theme-Klang'],
    introOutro: ['Intro and outro', 'Intro und Outro'],
    intro: ['Intro', 'Intro'],
    outro: ['Outro', 'Outro'],
  },
});
