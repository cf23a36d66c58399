/**
 * Text in any of the product's seven scripts on a PDF page, shaped right (docs/decisions/039):
 * pdfkit lays each run out with fontkit, which forms conjuncts and reorders vowel signs, in the
 * Noto fonts the web app ships (`@fontsource/noto-sans-*`, WOFF). A line is cut into runs of one
 * font each (the script's Noto for its letters, Noto Sans' Latin for the rest), placed one after
 * another on a shared baseline; each Indic run carries its text as /ActualText, so copying or
 * `pdftotext` gives the letters in their logical order rather than the glyphs' visual one.
 */
import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

const INDIC = {
  devanagari: [0x0900, 0x097f],
  bengali: [0x0980, 0x09ff],
  tamil: [0x0b80, 0x0bff],
  telugu: [0x0c00, 0x0c7f],
  kannada: [0x0c80, 0x0cff],
  malayalam: [0x0d00, 0x0d7f],
} as const;
type Script = keyof typeof INDIC;
const SCRIPTS = Object.keys(INDIC) as Script[];
type Face = Script | 'latin' | 'latin-ext';
export type Weight = 400 | 700;

/** The WOFF file of a face: the script's own subset, or Latin from the Devanagari family (any would do). */
const fileOf = (face: Face, weight: Weight) => {
  const family = face === 'latin' || face === 'latin-ext' ? 'devanagari' : face;
  return require.resolve(
    `@fontsource/noto-sans-${family}/files/noto-sans-${family}-${face}-${weight}-normal.woff`,
  );
};

interface LoadedFace {
  name: string;
  bytes: Buffer;
  font: fontkit.Font;
  /** Ascent per 1000 units of the font size, as pdfkit places text. */
  ascent: number;
}

const faces = new Map<string, LoadedFace>();
/** A face's bytes and metrics, read once per process. */
function face(name: Face, weight: Weight): LoadedFace {
  const key = `${name}-${weight}`;
  let loaded = faces.get(key);
  if (!loaded) {
    const bytes = readFileSync(fileOf(name, weight));
    const font = fontkit.create(bytes) as fontkit.Font;
    loaded = { name: key, bytes, font, ascent: (font.ascent * 1000) / font.unitsPerEm };
    faces.set(key, loaded);
  }
  return loaded;
}

const scriptOf = (codePoint: number): Script | null =>
  SCRIPTS.find((script) => codePoint >= INDIC[script][0] && codePoint <= INDIC[script][1]) ?? null;
/** Characters that belong to the run they are in: joiners, dandas (shared by Bengali), the dotted circle. */
const INHERITS = new Set([0x200c, 0x200d, 0x0964, 0x0965, 0x25cc]);

export interface Run {
  face: LoadedFace;
  text: string;
  indic: boolean;
}

/** A text cut into runs of one face each. */
export function runsOf(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  let current = null as { face: Face; text: string } | null;
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const script = scriptOf(codePoint);
    let chosen: Face;
    if (current && isIndic(current.face) && INHERITS.has(codePoint)) {
      chosen = current.face;
    } else if (script) {
      chosen = script;
    } else if (current && face(current.face, weight).font.hasGlyphForCodePoint(codePoint)) {
      chosen = current.face;
    } else {
      chosen =
        (['latin', 'latin-ext', ...SCRIPTS] as Face[]).find((f) =>
          face(f, weight).font.hasGlyphForCodePoint(codePoint),
        ) ?? 'latin';
    }
    if (current?.face === chosen) {
      current.text += character;
    } else {
      if (current) runs.push(toRun(current, weight));
      current = { face: chosen, text: character };
    }
  }
  if (current) runs.push(toRun(current, weight));
  return runs;
}

const isIndic = (name: Face) => name !== 'latin' && name !== 'latin-ext';
const toRun = (run: { face: Face; text: string }, weight: Weight): Run => ({
  face: face(run.face, weight),
  text: run.text,
  indic: isIndic(run.face),
});

type Doc = InstanceType<typeof PDFDocument>;

function useFace(doc: Doc, loaded: LoadedFace, size: number) {
  // Registered once per document under the face's name; pdfkit embeds the glyphs used.
  const registered = (doc as unknown as { _registeredFonts: Record<string, unknown> })._registeredFonts;
  const first = !registered[loaded.name];
  if (first) doc.registerFont(loaded.name, loaded.bytes);
  doc.font(loaded.name).fontSize(size);
  if (first) skipNullAnchors((doc as unknown as { _font: { font: unknown } })._font.font);
}

interface AnchorProcessor {
  applyAnchor(markRecord: { markAnchor: unknown } | undefined, baseAnchor: unknown, index: number): void;
  nullSafe?: true;
}

/**
 * fontkit 2.0.4 (pdfkit's shaper) reads a NULL anchor of a mark-to-base or mark-to-mark record
 * and throws, where OpenType means "this base takes no mark of that class" and HarfBuzz leaves
 * the mark unattached. Noto Sans Telugu and Malayalam have such records (a conjunct with a vowel
 * sign threw). The one place fontkit applies anchors is taught to skip a missing one, on the
 * fontkit pdfkit itself loaded (reached through a font it made). The te and ml goldens of
 * lr-pdf.test.ts render through it.
 */
function skipNullAnchors(font: unknown) {
  const engine = (font as { _layoutEngine?: { engine?: { GPOSProcessor?: object | null } } })._layoutEngine;
  const gpos = engine?.engine?.GPOSProcessor;
  if (!gpos) return;
  const processor = Object.getPrototypeOf(gpos) as AnchorProcessor;
  if (processor.nullSafe) return;
  const apply = processor.applyAnchor;
  processor.applyAnchor = function (this: AnchorProcessor, markRecord, baseAnchor, index) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    apply.call(this, markRecord, baseAnchor, index);
  };
  processor.nullSafe = true;
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
  /** Lines beyond this are left out (a bounded box). */
  maxLines?: number;
}

/** A word: its text, runs and width. */
interface Word {
  text: string;
  runs: Run[];
  width: number;
}

function measure(doc: Doc, text: string, style: TextStyle): Word {
  const runs = runsOf(text, style.weight ?? 400);
  let width = 0;
  for (const run of runs) {
    useFace(doc, run.face, style.size);
    width += doc.widthOfString(run.text);
  }
  return { text, runs, width };
}

/** Line height for a size: room for Indic marks above and below the Latin line. */
export const lineHeight = (size: number) => size * 1.55;

/** Writes `text` at (x, y) within `width`, wrapped at spaces; answers the y below the last line. */
export function writeText(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
): number {
  const space = measure(doc, ' ', style).width;
  const lines: Word[][] = [[]];
  let used = 0;
  // Spaces and line breaks part words; a no-break space (+91 and its number) does not.
  for (const part of text.split(/[ \t\r\n]+/).filter(Boolean)) {
    const word = measure(doc, part, style);
    const line = lines[lines.length - 1]!;
    if (line.length && used + space + word.width > width) {
      lines.push([word]);
      used = word.width;
    } else {
      used += (line.length ? space : 0) + word.width;
      line.push(word);
    }
  }
  const shown = style.maxLines ? lines.slice(0, style.maxLines) : lines;
  doc.fillColor(style.color ?? '#111827');
  let top = y;
  for (const line of shown) {
    let left = x;
    // One baseline for every face of the line (pdfkit places a run by its own ascent).
    const baseline = top + style.size * 1.1;
    // A line with Indic glyphs reads back as its typed text (glyphs may stand in visual order).
    const indic = line.some((word) => word.runs.some((run) => run.indic));
    if (indic) doc.markContent('Span', { actual: line.map((word) => word.text).join(' ') });
    line.forEach((word, index) => {
      if (index > 0) left += space;
      for (const run of word.runs) {
        useFace(doc, run.face, style.size);
        const runWidth = doc.widthOfString(run.text);
        doc.text(run.text, left, baseline - (run.face.ascent * style.size) / 1000, { lineBreak: false });
        left += runWidth;
      }
    });
    if (indic) doc.endMarkedContent();
    top += lineHeight(style.size);
  }
  return top;
}
