import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

const TABS: Array<[key: string, path: string]> = [
  ['theme', '/videopostprocessing/theme'],
  ['collections', '/videopostprocessing/collections'],
  ['sounds', '/videopostprocessing/sounds'],
  ['fonts', '/videopostprocessing/fonts'],
  ['cutconfig', '/videopostprocessing/cutconfig'],
  ['installationConfig', '/videopostprocessing/installationConfig'],
  ['introoutro', '/intro-outros'],
];

const SECTION_OF: Array<[prefix: string, key: string]> = [
  ['/videopostprocessing/theme', 'theme'],
  ['/videopostprocessing/collections', 'collections'],
  ['/videopostprocessing/sound', 'sounds'],
  ['/videopostprocessing/fonts', 'fonts'],
  ['/videopostprocessing/cutconfig', 'cutconfig'],
  ['/videopostprocessing/installationConfig', 'installationConfig'],
  ['/videopostprocessing/introoutro', 'introoutro'],
  ['/intro-outros', 'introoutro'],
];

/** The sections of video post-processing, as tabs across its pages (links: each is its own address). */
export function VideoNav() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = SECTION_OF.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? false;
  return (
    <Tabs value={current} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={translate('gondola.video.nav')} sx={{ mb: 1 }}>
      {TABS.map(([key, path]) => (
        <Tab key={key} value={key} label={translate(`gondola.video.tabs.${key}`)} component={Link} to={path} />
      ))}
    </Tabs>
  );
}
