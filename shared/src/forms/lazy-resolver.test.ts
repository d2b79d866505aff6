import type { Resolver } from './use-form';
import { lazyResolver } from './index';

const ok: Resolver<{ a: string }> = async (values) => ({ values, errors: {} });

describe('lazyResolver: the validator arrives on first use, not with the page', () => {
  it('loads nothing until asked, then loads once and validates with what it loaded', async () => {
    const load = jest.fn(async () => ok);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    resolver.preload();
    expect(await resolver({ a: 'x' })).toEqual({ values: { a: 'x' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load fails that submit and is tried again on the next', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(ok);
    const resolver = lazyResolver<{ a: string }>(load);
    await expect(resolver({ a: 'x' })).rejects.toThrow('ChunkLoadError');
    expect((await resolver({ a: 'x' })).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
