import { UPLOAD_RULES, type UploadKind } from '@portal/contract/files';
import { intlLocale, type Locale } from '@portal/contract/locale';
import { responseMessage } from '@/lib/form-errors';
import { errorMessages } from '@/lib/toasts';
import { useT } from '../i18n';

/**
 * The browser-side check before an upload: extension and size, with the server's messages. The
 * server decides by content; this only spares the user a pointless wait.
 */
export function checkFile(kind: UploadKind, file: File): string | null {
  const rules = UPLOAD_RULES[kind];
  const name = file.name.toLowerCase();
  const extensions: readonly string[] = rules.extensions;
  if (!extensions.some((ext) => name.endsWith(ext))) return rules.typeMessage;
  if (file.size > rules.maxBytes) return rules.sizeMessage;
  return null;
}

/** "1.2 MB", "340 KB": sizes as people read them, in the language of `tag` (an Intl tag). */
export function formatSize(bytes: number, tag = 'en-GB'): string {
  const mega = bytes >= 1024 * 1024;
  const value = mega ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  if (tag.startsWith('en')) return mega ? `${value.toFixed(1)} MB` : `${value} KB`;
  return new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    minimumFractionDigits: mega ? 1 : 0,
    maximumFractionDigits: mega ? 1 : 0,
  }).format(value);
}

/**
 * What to show under an upload that failed: the server's message for the file itself, or the
 * usual toast texts (network errors, rate limits, 413's plain message).
 */
export function uploadErrorText(error: unknown, locale: Locale = 'en'): string {
  const message = responseMessage(error);
  if (message instanceof Object && 'file' in message && Array.isArray(message.file))
    return message.file.join(' ');
  return (
    errorMessages(error).join(' ') || useT.translator(locale, intlLocale(locale, 'latn'))('upload.failed')
  );
}
