import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './index';

const ctx = { fields: {}, shouldUseNativeValidation: false } as const;
const ok: Resolver<{ a: string }> = async (values) => ({ values, errors: {} });

describe('lazyResolver: the validator arrives on first use, not with the page', () => {
  it('loads nothing until asked, then loads once and validates with what it loaded', async () => {
    const load = jest.fn(async () => ok);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    resolver.preload();
    expect(await resolver({ a: 'x' }, undefined, ctx)).toEqual({ values: { a: 'x' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load fails that submit and is tried again on the next', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(ok);
    const resolver = lazyResolver<{ a: string }>(load);
    await expect(resolver({ a: 'x' }, undefined, ctx)).rejects.toThrow('ChunkLoadError');
    expect((await resolver({ a: 'x' }, undefined, ctx)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
