import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { Block, Laid } from './layout';

/** A laid-out CV as a DOCX (the `docx` package): headings, tab-stopped dates, tables, bullets. */
export async function renderDocx(laid: Laid, wordBullets: boolean): Promise<Buffer> {
  const main = laid.main.flatMap((b) => paragraphs(b, wordBullets));
  const side =
    laid.sidebar &&
    new TableCell({
      width: { size: 30, type: WidthType.PERCENTAGE },
      children: laid.sidebar.flatMap((b) => paragraphs(b, wordBullets)),
    });
  const body = new TableCell({ width: { size: 70, type: WidthType.PERCENTAGE }, children: main });
  const children = side
    ? [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [new TableRow({ children: laid.sidebarRight ? [body, side] : [side, body] })],
        }),
      ]
    : main;
  const doc = new Document({
    numbering: { config: [] },
    sections: [{ children: children as Paragraph[] }],
  });
  return Packer.toBuffer(doc);
}

function paragraphs(b: Block, wordBullets: boolean): (Paragraph | Table)[] {
  switch (b.kind) {
    case 'name':
      return [new Paragraph({ children: [new TextRun({ text: b.text, bold: true, size: 36 })] })];
    case 'heading':
      return [new Paragraph({ text: b.text, heading: HeadingLevel.HEADING_2 })];
    case 'line':
      return [new Paragraph({ children: [new TextRun({ text: b.text, bold: b.bold ?? false })] })];
    case 'bullet':
      return [
        wordBullets
          ? new Paragraph({ text: b.text, bullet: { level: 0 } })
          : new Paragraph({ children: [new TextRun(`• ${b.text}`)] }),
      ];
    case 'split':
      return [
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
          children: [new TextRun({ text: b.left, bold: true }), new TextRun(`\t${b.right}`)],
        }),
      ];
    case 'table':
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: b.rows.map(
            (row, r) =>
              new TableRow({
                children: row.map(
                  (cell) =>
                    new TableCell({
                      children: [
                        new Paragraph({
                          alignment: AlignmentType.LEFT,
                          children: [new TextRun({ text: cell, bold: r === 0 })],
                        }),
                      ],
                    }),
                ),
              }),
          ),
        }),
      ];
  }
}
