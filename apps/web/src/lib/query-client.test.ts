import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiRequest } from './api-client';
import { createQueryClient, retryUnlessClientError } from './query-client';

const request: ApiRequest = {
  method: 'GET',
  url: 'x',
  href: '/api/x',
  data: undefined,
  headers: {},
  responseType: 'json',
};

function httpError(status: number): ApiError {
  return new ApiError(`Request failed with status code ${status}`, request, {
    status,
    data: {},
    headers: {},
  });
}

describe('query retries', () => {
  it('asks once for a 403: another role is not let in by asking again', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(httpError(403));
    // An observer, as a page's useQuery: it takes the client's default retry (fetchQuery would not).
    const observer = new QueryObserver(client, { queryKey: ['not-mine'], queryFn, retryDelay: 0 });
    const settled = new Promise<void>((resolve) => {
      const stop = observer.subscribe((result) => {
        if (result.status === 'error') {
          stop();
          resolve();
        }
      });
    });
    await settled;
    expect(queryFn).toHaveBeenCalledOnce();
  });

  it('never retries a 4xx, retries network failures and 5xx up to three times', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(retryUnlessClientError(0, httpError(status))).toBe(false);
    expect(retryUnlessClientError(0, httpError(503))).toBe(true);
    expect(retryUnlessClientError(2, new ApiError('Network Error', request))).toBe(true);
    expect(retryUnlessClientError(3, new ApiError('Network Error', request))).toBe(false);
  });
});
