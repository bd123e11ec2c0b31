/** One part of a multipart body: a text field, or a file with its name and bytes. */
export type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type?: string };

/** A multipart/form-data body as a browser sends it (built by the platform's own FormData). */
export async function multipart(parts: Part[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.file)], { type: part.type ?? 'application/octet-stream' }), part.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}
