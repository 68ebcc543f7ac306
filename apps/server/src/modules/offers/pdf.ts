import { calendarDayText } from '@portal/contract/format';
import PDFDocument from 'pdfkit';
import type { OfferValues } from './merge';
import { salaryText } from './merge';

/**
 * The built-in PDF fonts (Helvetica) only hold Western European letters: anything else is written
 * as its nearest plain letter where one exists (é stays, "ā" becomes "a"), else "?", so a name in
 * another script never breaks the file. Typographic dashes and quotes are kept.
 */
const printable = (s: string) =>
  s.replace(/[^\t\n\r\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20ac]/g, (c) => {
    const plain = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    return /^[\x20-\x7e]+$/.test(plain) ? plain : '?';
  });

/** The letter's file name, in the mail and in the candidate's files: `Offer - Forklift Operator.pdf`. */
export const offerPdfName = (jobTitle: string) =>
  `Offer - ${jobTitle
    .replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()}.pdf`;

export type OfferPdfInput = OfferValues & { letter: string; issuedOn: string };

/** The offer letter as an A4 PDF: the company, the letter's paragraphs, then the offer's terms at a glance. */
export function renderOfferPdf(input: OfferPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 60,
    info: {
      Title: printable(`Offer of employment: ${input.jobTitle}`),
      Author: printable(input.company),
      Subject: printable(`Offer to ${input.candidateName}`),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0f172a').text(printable(input.company));
  doc
    .moveDown(0.2)
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#475569')
    .text(`Offer of employment - ${calendarDayText(input.issuedOn)}`);
  doc.moveDown(1.5).fontSize(11).fillColor('#0f172a');
  for (const paragraph of input.letter.split(/\n\s*\n/)) {
    doc.text(printable(paragraph.trim()), { lineGap: 2 });
    doc.moveDown(0.8);
  }

  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12).text('The offer at a glance');
  doc.moveDown(0.4).font('Helvetica').fontSize(11);
  const terms: [string, string][] = [
    ['Position', input.jobTitle],
    ['Salary', salaryText(input)],
    ['Start date', calendarDayText(input.startDate)],
    ['Benefits', input.benefits || 'As per company policy'],
    ['Answer by', calendarDayText(input.expiresOn)],
  ];
  for (const [label, value] of terms) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(printable(value), { lineGap: 2 });
  }
  doc.end();
  return done;
}
