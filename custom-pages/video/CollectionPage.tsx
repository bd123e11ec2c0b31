import Edit from '@mui/icons-material/Edit';
import { Button, Stack, Typography } from '@mui/material';
import { Link, useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DropZone, UploadList } from '@src/kit/Uploads';
import { OrderedRecords } from '@src/resource-screens/OrderedRecords';
import { registry } from '@src/resource-screens/registry';
import type { RouteEntry } from '@src/shell/route-table';
import { useAddWithFiles } from './add-with-files';
import { RecordPage } from './RecordPage';

/** `/videopostprocessing/collections/{collectionId}`: the collection's pictures in order; drop more in, drag to reorder. */
export default function CollectionPage({ route }: { route: RouteEntry }) {
  const { collectionId = '' } = useParams();
  return (
    <RecordPage route={route} resource="video-collections" id={collectionId}>
      {(collection) => <CollectionPictures collection={collection} />}
    </RecordPage>
  );
}

function CollectionPictures({ collection }: { collection: RaRecord }) {
  const translate = useTranslate();
  const collectionId = String(collection.id);
  const { uploads, add } = useAddWithFiles('collection-images', 'image', { collection: collectionId });
  const { canAccess: canAdd = false } = useCanAccess({ resource: 'collection-images', action: 'create' });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'video-collections', action: 'edit' });
  return (
    <>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography color="text.secondary">{String(collection.description ?? '')}</Typography>
        {canEdit && (
          <Button component={Link} to={`/video-collections/${encodeURIComponent(collectionId)}`} startIcon={<Edit />} size="small">
            {translate('ra.action.edit')}
          </Button>
        )}
      </Stack>
      {canAdd && <DropZone kind="image" onFiles={(files) => void add(files)} />}
      <UploadList uploads={uploads} />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('gondola.video.collection.pictures')}
      </Typography>
      <OrderedRecords def={registry.get('collection-images')!} filter={{ collection: collectionId }} hideColumns={['collection']} />
    </>
  );
}
