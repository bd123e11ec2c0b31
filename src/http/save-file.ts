/** Hands a downloaded file to the browser as if the user had clicked a link to it. */
export function saveFile({ blob, filename }: { blob: Blob; filename: string }) {
  const url = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: url, download: filename }).click();
  // The click starts the download asynchronously; revoke once it has the data.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
