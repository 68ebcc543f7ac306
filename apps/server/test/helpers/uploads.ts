import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';

/** A multipart body carrying one file, as a browser's FormData sends it. */
export function fileUpload(data: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A one-page PDF whose text is `text` (ASCII), with a correct cross-reference table; `attachment`
 * goes into one more (unreferenced, still valid) stream object, as an embedded file would.
 */
export function minimalPdf(text: string, attachment?: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...(attachment === undefined
      ? []
      : [`<< /Length ${Buffer.byteLength(attachment, 'latin1')} >>\nstream\n${attachment}\nendstream`]),
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const documentXml = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

/** The smallest DOCX Word and mammoth accept, holding one paragraph. */
export function minimalDocx(text: string, extra: Record<string, Uint8Array> = {}): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(RELS),
      'word/document.xml': strToU8(documentXml(text)),
      ...extra,
    }),
  );
}

/** The smallest ODT: its type stored uncompressed as the first entry (as LibreOffice writes it). */
export function minimalOdt(text: string): Buffer {
  return Buffer.from(
    zipSync({
      mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
      'META-INF/manifest.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
      ),
      'content.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text><text:p>${text}</text:p></office:text></office:body></office:document-content>`,
      ),
    }),
  );
}

/** A small RTF as WordPad writes it: a font table, then one paragraph. */
export const minimalRtf = (text: string): Buffer =>
  Buffer.from(`{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Arial;}}\\f0\\fs20 ${text}\\par}`, 'latin1');

/** A DOCX with a 60 MB run of zeros inside: some 60 KB on the wire. */
export function docxBomb(): Buffer {
  return minimalDocx('bomb', { 'word/media/padding.bin': new Uint8Array(60 * 1024 * 1024) });
}

/**
 * The same bomb whose headers lie: every size field of the big entry claims 1,000 bytes, so only
 * counting the bytes as they inflate can catch it.
 */
export function lyingDocxBomb(): Buffer {
  const zip = docxBomb();
  const name = Buffer.from('word/media/padding.bin');
  for (let at = zip.indexOf(name); at !== -1; at = zip.indexOf(name, at + 1)) {
    // Local header (signature PK\3\4): name at +30, uncompressed size at +22.
    if (zip.readUInt32LE(at - 30) === 0x04034b50) zip.writeUInt32LE(1000, at - 30 + 22);
    // Central directory header (PK\1\2): name at +46, uncompressed size at +24.
    if (zip.readUInt32LE(at - 46) === 0x02014b50) zip.writeUInt32LE(1000, at - 46 + 24);
  }
  return zip;
}

/** A JPEG carrying EXIF (a description and an orientation), as phones write them. */
export function jpegWithExif(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 28, g: 163, b: 220 } } })
    .withExif({ IFD0: { ImageDescription: 'secret location 25.2048N 55.2708E', Copyright: 'me' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

/** The first bytes every Windows .exe starts with (the MZ header and its DOS-mode program), padded. */
export function fakeExe(size = 4096): Buffer {
  const exe = Buffer.alloc(size);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
}
