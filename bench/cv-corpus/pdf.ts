import PDFDocument from 'pdfkit';
import type { Block, Laid } from './layout';

/** A laid-out CV drawn as a text PDF with pdfkit (A4, Helvetica); the pages it took. */
export function renderPdf(laid: Laid): Promise<{ data: Buffer; pages: number }> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, bufferPages: true, info: { Title: 'CV' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('error', reject);
    const two = laid.sidebar !== null;
    const main = !two
      ? { x: 50, width: 495 }
      : laid.sidebarRight
        ? { x: 45, width: 330 }
        : { x: 225, width: 320 };
    const side = laid.sidebarRight ? { x: 395, width: 160 } : { x: 40, width: 165 };
    drawBlocks(doc, laid.main, main.x, main.width, 50);
    let pages = doc.bufferedPageRange().count;
    if (laid.sidebar) {
      doc.switchToPage(0);
      drawBlocks(doc, laid.sidebar, side.x, side.width, 50);
      pages = Math.max(pages, doc.bufferedPageRange().count);
    }
    doc.on('end', () => resolve({ data: Buffer.concat(chunks), pages }));
    doc.end();
  });
}

function drawBlocks(doc: PDFKit.PDFDocument, blocks: Block[], x: number, width: number, top: number) {
  doc.y = top;
  for (const b of blocks) {
    if (doc.y > 760) {
      doc.addPage();
      doc.y = 50;
    }
    switch (b.kind) {
      case 'name':
        doc.font('Helvetica-Bold').fontSize(18).text(b.text, x, doc.y, { width });
        break;
      case 'heading':
        doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(b.text, x, doc.y, { width });
        doc.moveDown(0.2);
        break;
      case 'line':
        doc
          .font(b.bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(10)
          .text(b.text, x, doc.y, { width });
        break;
      case 'bullet':
        doc
          .font('Helvetica')
          .fontSize(10)
          .text(`• ${b.text}`, x + 8, doc.y, { width: width - 8 });
        break;
      case 'split': {
        const y = doc.y;
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .text(b.left, x, y, { width: width * 0.62 });
        const after = doc.y;
        doc.font('Helvetica').fontSize(10).text(b.right, x, y, { width, align: 'right' });
        doc.y = Math.max(after, doc.y);
        break;
      }
      case 'table': {
        const n = b.rows[0]?.length ?? 3;
        const cols = n === 3 ? [width * 0.3, width * 0.36, width * 0.34] : Array(n).fill(width / n);
        for (const [r, row] of b.rows.entries()) {
          const y = doc.y;
          let cx = x;
          let bottom = y;
          row.forEach((cell, c) => {
            doc
              .font(r === 0 ? 'Helvetica-Bold' : 'Helvetica')
              .fontSize(10)
              .text(cell, cx, y, { width: (cols[c] ?? 100) - 8 });
            bottom = Math.max(bottom, doc.y);
            cx += cols[c] ?? 100;
          });
          doc.y = bottom + 4;
        }
        break;
      }
    }
  }
}
