import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';

/**
 * Arabic in PDFs (pdfkit). The built-in Helvetica holds no Arabic letters, so a document with Arabic
 * embeds IBM Plex Sans Arabic (Latin and Arabic in one face, from npm). fontkit shapes Arabic (joined
 * letter forms) and lays an Arabic run out right to left; what pdfkit does not do is the Unicode
 * bidirectional algorithm, so `rtlText` wraps a paragraph into lines itself, splits each line into
 * runs of one direction (bidi-js), and draws the runs in visual order, each line aligned right.
 */

const require = createRequire(import.meta.url);
export const ARABIC_FONT = {
  regular: require.resolve(
    '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
  ),
  bold: require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf'),
};

/** Arabic letters (and the other right-to-left scripts' blocks). */
export const hasRtl = (s: string) => /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/.test(s);

const bidi = bidiFactory();

/** The smallest pdfkit surface used here, so tests can check the layout without a PDF. */
export type PdfLike = {
  x: number;
  y: number;
  page: {
    width: number;
    height: number;
    margins: { left: number; right: number; top: number; bottom: number };
  };
  widthOfString(text: string, options?: Record<string, unknown>): number;
  currentLineHeight(includeGap?: boolean): number;
  text(text: string, x: number, y: number, options?: Record<string, unknown>): unknown;
  addPage(): unknown;
};

/**
 * One line's runs of a single direction in the order they are seen, left to right (rule L2 of the
 * bidi algorithm): `rtl` runs keep their logical order, and the font lays them out right to left.
 */
export function visualRuns(line: string): { text: string; rtl: boolean }[] {
  if (!line) return [];
  const { levels } = bidi.getEmbeddingLevels(line, 'rtl');
  const runs: { text: string; level: number }[] = [];
  for (let i = 0; i < line.length; i++) {
    const level = levels[i] ?? 1;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.text += line[i];
    else runs.push({ text: line[i] ?? '', level });
  }
  const max = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => r.level)) | 1;
  for (let level = max; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if ((runs[i]?.level ?? 0) < level) continue;
      let j = i;
      while (j + 1 < runs.length && (runs[j + 1]?.level ?? 0) >= level) j++;
      runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return runs.map((r) => ({ text: r.text, rtl: r.level % 2 === 1 }));
}

/** A paragraph's words wrapped to `width`, in logical order. */
function wrap(doc: PdfLike, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const hardLine of text.split('\n')) {
    let line = '';
    for (const word of hardLine.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && doc.widthOfString(next, RUN) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

// A run laid out whole (pdfkit otherwise lays out word by word, which would leave Arabic words in
// left-to-right order).
const RUN = { features: ['kern'] };

/** A right-to-left paragraph at the document's cursor, aligned right, wrapped to the margins. */
export function rtlText(doc: PdfLike, text: string, options: { lineGap?: number } = {}): void {
  const { margins } = doc.page;
  const left = margins.left;
  const width = doc.page.width - margins.left - margins.right;
  const lineHeight = doc.currentLineHeight(true) + (options.lineGap ?? 0);
  let y = doc.y;
  for (const line of wrap(doc, text, width)) {
    if (y + lineHeight > doc.page.height - margins.bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const runs = visualRuns(line).map((r) => ({ ...r, width: doc.widthOfString(r.text, RUN) }));
    let x = left + width - runs.reduce((sum, r) => sum + r.width, 0);
    for (const run of runs) {
      doc.text(run.text, x, y, { ...RUN, lineBreak: false });
      x += run.width;
    }
    y += lineHeight;
  }
  doc.x = left;
  doc.y = y;
}
