import { escapeUTF8 as escapeHtml } from 'entities';

const BULLET = /^\s*[-•*]\s+/;
const isList = (lines: string[]) => lines.length > 0 && lines.every((l) => BULLET.test(l));
const isHeading = (lines: string[]) => {
  const line = lines[0]?.trim() ?? '';
  return lines.length === 1 && line.length <= 60 && !/[.!?]$/.test(line);
};

/**
 * The description box is plain text; this turns it into the small HTML the server allows, so a
 * job keeps its shape through edits: blank lines separate blocks, "- " lines make a bulleted list,
 * and a short line without a full stop right before a list is its heading. (htmlToText in
 * job-form-values is the way back.)
 */
export function textToHtml(text: string): string {
  const blocks = text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.split('\n').filter((l) => l.trim() !== ''))
    .filter((lines) => lines.length > 0);
  return blocks
    .map((lines, i) => {
      if (isList(lines))
        return `<ul>${lines.map((l) => `<li>${escapeHtml(l.replace(BULLET, '').trim())}</li>`).join('')}</ul>`;
      const next = blocks[i + 1];
      if (next && isList(next) && isHeading(lines)) return `<h3>${escapeHtml(lines[0]?.trim() ?? '')}</h3>`;
      return `<p>${lines.map((l) => escapeHtml(l.trim())).join('<br>')}</p>`;
    })
    .join('\n');
}
