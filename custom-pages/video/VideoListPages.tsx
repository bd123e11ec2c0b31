import { useTranslate } from 'react-admin';
import { registry } from '@src/resource-screens/registry';
import { ResourceList } from '@src/resource-screens/ResourceList';
import { VideoNav } from './VideoNav';

function VideoResourceList({ resource, route }: { resource: string; route: string }) {
  const translate = useTranslate();
  return (
    <ResourceList
      def={registry.get(resource)!}
      storeKey={`${resource}.video`}
      banner={<VideoNav />}
      crumbs={[{ label: translate('gondola.routes.videoPostProcessing'), to: '/videopostprocessing' }, { label: translate(`gondola.routes.${route}`) }]}
    />
  );
}

/** `/videopostprocessing/theme`: the themes; a new one asks for its name first (spec §5). */
export function ThemesPage() {
  return <VideoResourceList resource="video-themes" route="theme" />;
}

/** `/videopostprocessing/collections`: the picture collections layout images draw from. */
export function CollectionsPage() {
  return <VideoResourceList resource="video-collections" route="collections" />;
}

/** `/videopostprocessing/installationConfig`: which theme, cuts and intro/outro each installation (and lane) renders with. */
export function InstallationConfigPage() {
  return <VideoResourceList resource="video-installation-configs" route="videoInstallationConfig" />;
}
