import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const p = await b.newPage();
const rows = [];
p.on('response', async (r) => { if (r.request().resourceType() === 'script' || r.url().endsWith('.js')) { try { const body = await r.body(); rows.push([r.url().replace(/http:\/\/localhost:\d+/, ''), body.length, gzipSync(body, {level: 9}).length]); } catch {} } });
await p.goto(process.argv[2], { waitUntil: 'networkidle' });
await p.waitForTimeout(1000);
rows.sort((a,b)=>b[2]-a[2]);
let t=0; for (const r of rows) { t+=r[2]; console.log(String((r[2]/1024).toFixed(1)).padStart(7), 'KB gz', String((r[1]/1024).toFixed(1)).padStart(8), 'KB', r[0]); }
console.log('total', (t/1024).toFixed(1), 'KB gzip');
await b.close();
