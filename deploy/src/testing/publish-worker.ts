/**
 * One of two processes publishing at once (releases.test.ts, "racing publishes"): waits for the
 * start file, then writes and publishes one build per marker from its own checkout into the
 * shared CDN, printing when it started, each result and when it finished as JSON lines.
 *   node --import tsx src/testing/publish-worker.ts <root> <cdnDir> <folder> <startFile> <marker>…
 */
import fs from 'node:fs';
import { publish } from '../releases/releases';
import { writeRemoteBuild } from './fixtures';

async function main(): Promise<void> {
  const [root, cdnDir, folder, startFile, ...markers] = process.argv.slice(2);
  if (!root || !cdnDir || !folder || !startFile || !markers.length)
    throw new Error('usage: publish-worker <root> <cdnDir> <folder> <startFile> <marker>…');
  while (!fs.existsSync(startFile)) await new Promise((r) => setTimeout(r, 5));
  console.log(JSON.stringify({ started: Date.now() }));
  for (const marker of markers) {
    writeRemoteBuild(root, folder, marker);
    const result = await publish({ rootDir: root, cdnDir, actor: `worker-${marker}` }, folder);
    console.log(JSON.stringify(result));
  }
  console.log(JSON.stringify({ finished: Date.now() }));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
