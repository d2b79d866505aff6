import { REMOTES, REMOTE_NAMES, findRemote } from './remotes';

describe('the remote registry', () => {
  it('names each remote, folder, CSS prefix, dev port and route once', () => {
    const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
    expect(unique(REMOTES.map((r) => r.name))).toBe(true);
    expect(unique(REMOTES.map((r) => r.folder))).toBe(true);
    expect(unique(REMOTES.map((r) => r.cssPrefix))).toBe(true);
    expect(unique(REMOTES.map((r) => r.devPort))).toBe(true);
    expect(unique(REMOTES.flatMap((r) => r.routes))).toBe(true);
    expect(REMOTE_NAMES).toEqual(REMOTES.map((r) => r.name));
  });

  it('finds a remote by federation name or folder', () => {
    expect(findRemote('mf_booking')?.folder).toBe('mf-booking');
    expect(findRemote('mf-booking')?.name).toBe('mf_booking');
    expect(findRemote('shell')).toBeUndefined();
  });
});
