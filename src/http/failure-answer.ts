import { isHttpClientError } from './transport';

export interface FailureAnswer {
  /** 0 when no answer came (offline, timed out, cancelled). */
  status: number;
  /** The server's error code (`not_found`, `no_devices_of_type`…). */
  error?: string;
  message?: string;
  body?: Record<string, unknown>;
}

/**
 * What the server answered to a failed request, whichever way it was asked: react-admin's
 * methods throw its `HttpError` (status and body), the typed extra methods the console's
 * `HttpClientError` (the response itself).
 */
export function failureAnswer(error: unknown): FailureAnswer {
  if (isHttpClientError(error)) {
    const body = error.response?.data as Record<string, unknown> | undefined;
    return { status: error.response?.status ?? 0, ...fieldsOf(body), message: stringOf(body?.message) ?? error.message };
  }
  const raised = error as { status?: unknown; body?: unknown; message?: unknown } | undefined;
  const body = raised?.body && typeof raised.body === 'object' ? (raised.body as Record<string, unknown>) : undefined;
  return { status: typeof raised?.status === 'number' ? raised.status : 0, ...fieldsOf(body), message: stringOf(body?.message) ?? stringOf(raised?.message) };
}

const stringOf = (value: unknown) => (typeof value === 'string' ? value : undefined);
const fieldsOf = (body: Record<string, unknown> | undefined) => ({ body, error: stringOf(body?.error) });
