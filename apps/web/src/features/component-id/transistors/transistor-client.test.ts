import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransistorApiError, retryTransistor, transistorGet } from './transistor-client';

afterEach(() => vi.unstubAllGlobals());

const stubFetch = (impl: () => Promise<Response>) => vi.stubGlobal('fetch', vi.fn(impl));

async function failure(promise: Promise<unknown>): Promise<TransistorApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TransistorApiError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('transistorGet', () => {
  it('returns the parsed body and leaves empty parameters out of the URL', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('{"items":[]}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      transistorGet('/transistor-xref/search', { q: '2N3904', type: '', pd_min: null }),
    ).resolves.toEqual({
      items: [],
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/transistor-xref/search?q=2N3904');
  });

  it('reports a network failure as FETCH_ERROR and retries it', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(transistorGet('/transistor-xref/params'));
    expect(error.kind).toBe('FETCH_ERROR');
    expect(retryTransistor(0, error)).toBe(true);
    expect(retryTransistor(2, error)).toBe(false);
  });

  it('reports a hung server as TIMEOUT_ERROR', async () => {
    vi.useFakeTimers();
    stubFetch(
      () =>
        new Promise((_resolve, reject) => {
          setTimeout(() => reject(new DOMException('timed out', 'TimeoutError')), 10_001);
        }),
    );
    const spy = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 10_000);
      return controller.signal;
    });
    const pending = failure(transistorGet('/transistor-xref/params'));
    await vi.advanceTimersByTimeAsync(10_001);
    expect((await pending).kind).toBe('TIMEOUT_ERROR');
    spy.mockRestore();
    vi.useRealTimers();
  });

  it('reports a non-JSON answer as PARSING_ERROR', async () => {
    stubFetch(async () => new Response('<html>gateway</html>', { status: 200 }));
    expect((await failure(transistorGet('/transistor-xref/params'))).kind).toBe('PARSING_ERROR');
  });

  it('reports an error status with the server detail, and does not retry a 404', async () => {
    stubFetch(async () => new Response('{"detail":"No transistor XYZ in the catalogue."}', { status: 404 }));
    const error = await failure(transistorGet('/transistor-xref/part/XYZ'));
    expect(error).toMatchObject({
      kind: 'HTTP_ERROR',
      status: 404,
      message: 'No transistor XYZ in the catalogue.',
    });
    expect(retryTransistor(0, error)).toBe(false);
  });

  it('retries a server error', async () => {
    stubFetch(async () => new Response('oops', { status: 503 }));
    const error = await failure(transistorGet('/transistor-xref/params'));
    expect(error.kind).toBe('HTTP_ERROR');
    expect(error.message).toContain('503');
    expect(retryTransistor(0, error)).toBe(true);
  });
});
