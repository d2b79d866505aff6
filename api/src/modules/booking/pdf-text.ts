/**
 * Text in any of the site's locales on a PDF page (the invoice). The standard PDF fonts
 * write Windows-1252 only, so Vietnamese marks ("Nguyễn") and Thai were lost. Noto Sans from
 * @fontsource (Latin, Latin Extended, Vietnamese) and Noto Sans Thai (Thai) are embedded instead,
 * each subset to the glyphs the document uses. Fontsource ships one file per script range, so a
 * string is drawn in runs, each in the first file that has its characters; a mark stays with its
 * letter's file when that file has it. A character no file has is drawn without its marks, else as "?".
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

export type Weight = 400 | 700;

/** the files, in the order a character is looked up */
const FILES = (weight: Weight) => [
  `@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`,
  `@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff`,
  `@fontsource/noto-sans/files/noto-sans-vietnamese-${weight}-normal.woff`,
  `@fontsource/noto-sans-thai/files/noto-sans-thai-thai-${weight}-normal.woff`,
];

interface FaceFile {
  bytes: Uint8Array;
  covers: Set<number>;
}

const require = createRequire(import.meta.url);
const loaded = new Map<Weight, Promise<FaceFile[]>>();

/** the font files of a weight with the characters each has (read once per process) */
function faceFiles(weight: Weight): Promise<FaceFile[]> {
  let files = loaded.get(weight);
  if (!files) {
    files = Promise.all(
      FILES(weight).map(async (name) => {
        const bytes = new Uint8Array(await readFile(require.resolve(name)));
        return { bytes, covers: new Set(fontkit.create(bytes).characterSet) };
      }),
    );
    loaded.set(weight, files);
  }
  return files;
}

const isMark = (cp: number) => /\p{M}/u.test(String.fromCodePoint(cp));

/** [file index, text] runs of `value`, in order; characters no file has are replaced first */
export function splitRuns(value: string, files: { covers: Set<number> }[]): [number, string][] {
  const find = (cp: number) => files.findIndex((f) => f.covers.has(cp));
  const chars: string[] = [];
  for (const ch of value.normalize('NFC')) {
    if (find(ch.codePointAt(0)!) >= 0) {
      chars.push(ch);
      continue;
    }
    // not in any file: its base letters without marks, else "?"
    for (const part of ch.normalize('NFKD')) {
      const cp = part.codePointAt(0)!;
      if (find(cp) >= 0) chars.push(part);
      else if (!isMark(cp)) chars.push('?');
    }
  }
  const runs: [number, string][] = [];
  for (const ch of chars) {
    const cp = ch.codePointAt(0)!;
    const last = runs[runs.length - 1];
    const index = last && files[last[0]]!.covers.has(cp) && (isMark(cp) || find(cp) === last[0]) ? last[0] : find(cp);
    if (last && last[0] === index) last[1] += ch;
    else runs.push([index, ch]);
  }
  return runs;
}

/** A writer of text in one document: fonts are embedded (subset) on first use. */
export async function pdfTextWriter(doc: PDFDocument) {
  doc.registerFontkit(fontkit);
  const files = { 400: await faceFiles(400), 700: await faceFiles(700) } as const;
  const embedded = new Map<string, Promise<PDFFont>>();
  const fontFor = (weight: Weight, index: number) => {
    const key = `${weight}:${index}`;
    let font = embedded.get(key);
    if (!font) {
      font = doc.embedFont(files[weight][index]!.bytes, { subset: true, features: { ccmp: false } });
      embedded.set(key, font);
    }
    return font;
  };
  const measured = async (value: string, size: number, weight: Weight) => {
    const runs = await Promise.all(
      splitRuns(value, files[weight]).map(async ([index, run]) => {
        const font = await fontFor(weight, index);
        return { font, run, width: font.widthOfTextAtSize(run, size) };
      }),
    );
    return { runs, width: runs.reduce((sum, r) => sum + r.width, 0) };
  };
  return {
    /** the width `value` takes at `size` */
    width: async (value: string, size: number, weight: Weight = 400) => (await measured(value, size, weight)).width,
    /** draws `value` with its left edge at x, or its right edge when alignRight */
    async draw(
      page: PDFPage,
      value: string,
      at: { x: number; y: number; size: number; weight?: Weight; alignRight?: boolean },
    ) {
      const { runs, width } = await measured(value, at.size, at.weight ?? 400);
      let x = at.alignRight ? at.x - width : at.x;
      for (const r of runs) {
        page.drawText(r.run, { x, y: at.y, size: at.size, font: r.font, color: rgb(0.11, 0.11, 0.12) });
        x += r.width;
      }
    },
  };
}
