import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { CallOptions } from './client';
import { ApiCallError } from './api-call-error';
import { ApiProvider, useApi } from './use-api';

function deferredClient() {
  const pending: Array<{ name: string; opts: CallOptions; resolve: (v: unknown) => void; reject: (e: unknown) => void }> = [];
  return {
    pending,
    client: {
      call: (name: string, opts: CallOptions = {}) =>
        new Promise((resolve, reject) => {
          pending.push({ name, opts, resolve, reject });
        }),
    } as never,
  };
}

function Faqs({ q }: { q: string | null }) {
  const { data, error, loading, reload } = useApi<string[]>('faqs', q === null ? null : { query: { q } }, [q]);
  if (loading) return <p>loading</p>;
  if (error)
    return (
      <p>
        error {error.code} <button onClick={reload}>retry</button>
      </p>
    );
  return <p>{data ? data.join(',') : 'idle'}</p>;
}

describe('useApi', () => {
  it('loads, shows data, and reloads after an error', async () => {
    const { client, pending } = deferredClient();
    render(
      <ApiProvider client={client}>
        <Faqs q="refund" />
      </ApiProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => pending[0]!.reject(new ApiCallError('faqs', 503, 'UNAVAILABLE', 'down')));
    expect(screen.getByText(/error UNAVAILABLE/)).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'retry' }).click());
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => pending[1]!.resolve(['a', 'b']));
    expect(screen.getByText('a,b')).toBeInTheDocument();
  });

  it('aborts the previous call when deps change, so a late answer cannot overwrite the new one', async () => {
    const { client, pending } = deferredClient();
    function Search() {
      const [q, setQ] = useState('jak');
      return (
        <>
          <button onClick={() => setQ('jakarta')}>type</button>
          <Faqs q={q} />
        </>
      );
    }
    render(
      <ApiProvider client={client}>
        <Search />
      </ApiProvider>,
    );
    act(() => screen.getByRole('button', { name: 'type' }).click());
    expect(pending).toHaveLength(2);
    expect(pending[0]!.opts.signal!.aborted).toBe(true);
    await act(async () => pending[1]!.resolve(['new']));
    await act(async () => pending[0]!.resolve(['old']));
    expect(screen.getByText('new')).toBeInTheDocument();
  });

  it('aborts on unmount and skips the call when opts is null', async () => {
    const { client, pending } = deferredClient();
    const { unmount } = render(
      <ApiProvider client={client}>
        <Faqs q="x" />
      </ApiProvider>,
    );
    unmount();
    expect(pending[0]!.opts.signal!.aborted).toBe(true);

    render(
      <ApiProvider client={client}>
        <Faqs q={null} />
      </ApiProvider>,
    );
    await waitFor(() => expect(screen.getByText('idle')).toBeInTheDocument());
    expect(pending).toHaveLength(1);
  });
});
