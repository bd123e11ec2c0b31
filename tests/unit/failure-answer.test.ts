import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { failureAnswer } from '../../src/http/failure-answer';
import { HttpClientError } from '../../src/http/transport';

describe('what the server answered to a failed request', () => {
  it("reads the console HTTP client's failure (the typed extra methods) from its response", () => {
    const error = new HttpClientError('Request failed with status code 404', 'ERR_BAD_RESPONSE', { url: '/x' } as never, undefined, {
      status: 404,
      statusText: 'Not Found',
      headers: {},
      data: { error: 'not_found', message: 'Zabbix has no graph 4711 of host 2002' },
    } as never);
    expect(failureAnswer(error)).toMatchObject({ status: 404, error: 'not_found', message: 'Zabbix has no graph 4711 of host 2002' });
  });

  it("reads react-admin's HttpError (the generated screens' methods) from its body", () => {
    expect(failureAnswer(new HttpError('No camera', 422, { error: 'no_devices_of_type', message: 'No camera on lane 1' }))).toMatchObject({
      status: 422,
      error: 'no_devices_of_type',
      message: 'No camera on lane 1',
    });
  });

  it('says status 0 and no code when no answer came', () => {
    expect(failureAnswer(new HttpClientError('timeout of 600000ms exceeded', 'ECONNABORTED', { url: '/x' } as never))).toEqual({
      status: 0,
      body: undefined,
      error: undefined,
      message: 'timeout of 600000ms exceeded',
    });
    expect(failureAnswer(new Error('offline'))).toMatchObject({ status: 0, message: 'offline' });
  });
});
