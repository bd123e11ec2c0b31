import { useDataProvider, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { ConfirmDialog, NameDialog } from './CloudDialogs';
import { type CloudDialog, parentOf } from './cloud-columns';
import type { CloudEntry as Entry } from './use-cloud-search';

const join = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);
const moveTarget = (entry: Entry, folder: string) => join(folder, entry.name) + (entry.kind === 'folder' ? '/' : '');
const source = (entry: Entry) => entry.path + (entry.kind === 'folder' ? '/' : '');

/** The dialog open on a folder's page: new folder, rename, move, delete, or replace files of the same name. */
export function CloudEntryDialogs({
  dialog,
  setDialog,
  path,
  run,
  upload,
}: {
  dialog: CloudDialog;
  setDialog: (dialog: CloudDialog) => void;
  path: string;
  /** Runs an action, says `done` when it worked and what failed otherwise, and reads the folder again. */
  run: (action: () => Promise<unknown>, done?: string) => Promise<void>;
  upload: (files: File[], replace: boolean) => Promise<void>;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  return (
    <>
      <NameDialog
        open={dialog?.type === 'folder'}
        title={translate('gondola.cloud.newFolder')}
        label={translate('gondola.cloud.folderName')}
        confirm={translate('gondola.cloud.create')}
        onClose={() => setDialog(null)}
        onConfirm={(name) => void run(() => dataProvider.createCloudFolder(path, name))}
      />
      <NameDialog
        open={dialog?.type === 'rename'}
        title={dialog?.type === 'rename' ? translate('gondola.cloud.renameNamed', { name: dialog.entry.name }) : ''}
        label={translate('gondola.cloud.newName')}
        initial={dialog?.type === 'rename' ? dialog.entry.name : ''}
        confirm={translate('gondola.cloud.rename')}
        onClose={() => setDialog(null)}
        onConfirm={(name) =>
          dialog?.type === 'rename' && void run(() => dataProvider.moveCloudEntry(source(dialog.entry), moveTarget({ ...dialog.entry, name }, parentOf(dialog.entry.path))))
        }
      />
      <NameDialog
        open={dialog?.type === 'move'}
        title={dialog?.type === 'move' ? translate('gondola.cloud.moveNamed', { name: dialog.entry.name }) : ''}
        label={translate('gondola.cloud.moveTo')}
        initial={path}
        allowEmpty
        confirm={translate('gondola.cloud.move')}
        onClose={() => setDialog(null)}
        onConfirm={(folder) =>
          dialog?.type === 'move' && void run(() => dataProvider.moveCloudEntry(source(dialog.entry), moveTarget(dialog.entry, folder.replace(/^\/+|\/+$/g, ''))))
        }
      />
      <ConfirmDialog
        open={dialog?.type === 'delete'}
        text={
          dialog?.type === 'delete'
            ? translate(dialog.entry.kind === 'folder' ? 'gondola.cloud.confirmDeleteFolder' : 'gondola.cloud.confirmDelete', { name: dialog.entry.name })
            : ''
        }
        confirm={translate('gondola.cloud.delete')}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          dialog?.type === 'delete' &&
          void run(() => dataProvider.deleteCloudEntry(dialog.entry.path, dialog.entry.kind === 'folder'), translate('gondola.cloud.deleted', { name: dialog.entry.name }))
        }
      />
      <ConfirmDialog
        open={dialog?.type === 'replace'}
        text={dialog?.type === 'replace' ? translate('gondola.cloud.exists', { name: dialog.files.map((f) => f.name).join(', ') }) : ''}
        confirm={translate('gondola.cloud.replace')}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.type !== 'replace') return;
          setDialog(null);
          void upload(dialog.files, true);
        }}
      />
    </>
  );
}
