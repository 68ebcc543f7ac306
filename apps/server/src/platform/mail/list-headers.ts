/**
 * The list headers of a mail a reader may turn off: RFC 8058 one-click `List-Unsubscribe`, and the
 * RFC 2919 `List-Id` that names which list it is (providers group and filter by it, and trust a
 * bulk mail that has one). `list` is a short name ("job-alerts"); the id is under the portal's host.
 */
export function listHeaders(
  oneClick: string,
  list: { id: string; name: string },
  publicUrl: string,
): Record<string, string> {
  const host = new URL(publicUrl).hostname;
  return {
    'List-Id': `${list.name.replace(/[<>"\r\n]/g, '')} <${list.id}.${host}>`,
    'List-Unsubscribe': `<${oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
