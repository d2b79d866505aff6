/**
 * Static checks of the images' Dockerfiles (deploy/docker/*.Dockerfile). No Docker engine runs on
 * the build machines or in CI, so an image is never built here; instead each Dockerfile is parsed
 * with dockerfile-ast (the parser of the Dockerfile language server) and must hold:
 *   - every base image pinned: an exact version tag (x.y.z…) or a sha256 digest, never `latest`;
 *   - more than one stage (the build tools stay out of the final image), and every
 *     `COPY --from=<stage>` names an earlier stage;
 *   - every COPY/ADD source from the build context (the repository root) exists there and is not
 *     excluded by .dockerignore (which would make the build fail or copy nothing);
 *   - the final stage runs as a numeric non-root USER (Kubernetes' runAsNonRoot can only verify a
 *     number) and has a HEALTHCHECK, and EXPOSEs a port.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';

export interface DockerfileReport {
  problems: string[];
  /** image names of the FROM lines, in order */
  bases: string[];
  /** the final stage's EXPOSEd ports */
  exposed: number[];
  /** the final stage's USER, as written */
  user: string | null;
  stages: number;
}

/** .dockerignore patterns → a test of a context-relative path (a folder's exclusion covers what is inside). */
export function dockerignoreMatcher(text: string): (relPath: string) => boolean {
  const rules = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negate = l.startsWith('!');
      const pattern = path.posix.normalize((negate ? l.slice(1) : l).replace(/^\/+/, '').replace(/\/+$/, ''));
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '(?:.*)'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
      return { negate, re: new RegExp(`^${source}$`) };
    });
  const matches = (p: string) => {
    let excluded = false;
    for (const rule of rules) if (rule.re.test(p)) excluded = !rule.negate;
    return excluded;
  };
  return (relPath: string) => {
    const parts = path.posix
      .normalize(relPath)
      .split('/')
      .filter((p) => p && p !== '.');
    // a path is excluded when it, or a folder it is in, is
    for (let i = 1; i <= parts.length; i += 1) if (matches(parts.slice(0, i).join('/'))) return true;
    return false;
  };
}

/** Arguments of an instruction without its --flags. */
function plainArgs(instruction: Instruction): string[] {
  return instruction
    .getArguments()
    .map((a) => a.getValue())
    .filter((v) => !v.startsWith('--'));
}

/** COPY --from=<stage> (the parser keeps flags apart from the arguments) */
function fromFlag(instruction: Instruction): string | null {
  const copy = instruction as Instruction & { getFromFlag?: () => { getValue(): string | null } | null };
  return copy.getFromFlag?.()?.getValue() ?? null;
}

/** COPY/ADD sources, shell form or JSON form (`COPY ["a", "b", "dest/"]`). */
function copySources(instruction: Instruction): string[] {
  const raw = (instruction.getArgumentsContent() ?? '').replace(/--\S+/g, '').trim();
  const args = raw.startsWith('[') ? (JSON.parse(raw) as string[]) : plainArgs(instruction);
  return args.slice(0, -1);
}

const PINNED_TAG = /^\d+\.\d+\.\d+(?:[-.][\w.-]+)?$/;
const DIGEST = /^sha256:[0-9a-f]{64}$/;

export function checkDockerfile(text: string, opts: { contextDir: string; name?: string }): DockerfileReport {
  const problems: string[] = [];
  const ignoreFile = path.join(opts.contextDir, '.dockerignore');
  const ignored = dockerignoreMatcher(fs.existsSync(ignoreFile) ? fs.readFileSync(ignoreFile, 'utf8') : '');
  const doc = DockerfileParser.parse(text);
  const stageNames: string[] = [];
  const bases: string[] = [];
  let stages = 0;
  let user: string | null = null;
  let healthcheck = false;
  let exposed: number[] = [];

  for (const instruction of doc.getInstructions()) {
    const keyword = instruction.getKeyword();
    const line = instruction.getRange().start.line + 1;
    const at = `line ${line} (${keyword})`;
    if (keyword === 'FROM') {
      stages += 1;
      user = null;
      healthcheck = false;
      exposed = [];
      const [image = '', as, stageName] = plainArgs(instruction);
      const fromEarlierStage = stageNames.includes(image.toLowerCase());
      bases.push(image);
      if (as?.toUpperCase() === 'AS' && stageName) stageNames.push(stageName.toLowerCase());
      if (fromEarlierStage) continue;
      const [, digest] = image.split('@');
      const tag = /:([^:/@]+)(?:@|$)/.exec(image)?.[1];
      if (digest ? !DIGEST.test(digest) : !tag || !PINNED_TAG.test(tag))
        problems.push(
          `${at}: base image ${image} is not pinned (an exact version tag like node:20.20.2-bookworm-slim, or @sha256:…)`,
        );
    } else if (keyword === 'COPY' || keyword === 'ADD') {
      const from = fromFlag(instruction);
      if (from) {
        if (!stageNames.includes(from.toLowerCase()) && !/^\d+$/.test(from))
          problems.push(`${at}: --from=${from} is not an earlier stage`);
        continue;
      }
      for (const source of copySources(instruction)) {
        if (/^https?:\/\//.test(source)) {
          problems.push(`${at}: ${source} is fetched at build time (not pinned by the context)`);
          continue;
        }
        if (/[*?[]/.test(source)) {
          problems.push(`${at}: ${source}: wildcards are not checked, name the files`);
          continue;
        }
        const rel = path.posix.normalize(source).replace(/^\/+/, '');
        if (rel.startsWith('..')) {
          problems.push(`${at}: ${source} is outside the build context`);
          continue;
        }
        if (!fs.existsSync(path.join(opts.contextDir, rel)))
          problems.push(`${at}: ${source} does not exist in the build context`);
        else if (rel !== '.' && ignored(rel)) problems.push(`${at}: ${source} is excluded by .dockerignore`);
      }
    } else if (keyword === 'USER') {
      user = plainArgs(instruction)[0] ?? null;
    } else if (keyword === 'HEALTHCHECK') {
      healthcheck = (plainArgs(instruction)[0] ?? '').toUpperCase() !== 'NONE';
    } else if (keyword === 'EXPOSE') {
      exposed.push(
        ...plainArgs(instruction)
          .map((p) => Number.parseInt(p, 10))
          .filter(Number.isFinite),
      );
    }
  }

  if (stages < 2)
    problems.push('a single stage: build in one stage, copy only the result into the final one (multi-stage)');
  if (!user) problems.push('the final stage sets no USER: it would run as root');
  else {
    const [uid = '', gid] = user.split(':');
    if (!/^\d+$/.test(uid))
      problems.push(`USER ${user}: use the numeric uid (Kubernetes' runAsNonRoot cannot verify a name)`);
    else if (Number(uid) === 0) problems.push(`USER ${user} is root`);
    if (gid !== undefined && gid !== '' && (!/^\d+$/.test(gid) || Number(gid) === 0))
      problems.push(`USER ${user}: the group must be a numeric non-root gid`);
  }
  if (!healthcheck) problems.push('the final stage has no HEALTHCHECK');
  if (!exposed.length) problems.push('the final stage EXPOSEs no port');
  return { problems: problems.map((p) => (opts.name ? `${opts.name}: ${p}` : p)), bases, exposed, user, stages };
}
