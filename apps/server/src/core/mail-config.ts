import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** DKIM signing of every outgoing mail (nodemailer's `dkim` option); see docs/operations.md. */
export type DkimSettings = { domainName: string; keySelector: string; privateKey: string };

export type MailEnv = {
  MAIL_FROM?: string | undefined;
  DKIM_DOMAIN?: string | undefined;
  DKIM_SELECTOR?: string | undefined;
  DKIM_PRIVATE_KEY?: string | undefined;
  DKIM_PRIVATE_KEY_FILE?: string | undefined;
};

/**
 * The sender (whose domain the Message-IDs take) and the DKIM key. Without MAIL_FROM the sender is
 * no-reply@ the public address's host, so mail names the portal's own domain (which its SPF, DKIM
 * and DMARC records cover), not localhost. Returns the problems by variable instead of throwing, and
 * never puts the key in a message.
 */
export function mailSettings(
  env: MailEnv,
  publicUrl: string,
  resolvePath: (p: string) => string,
): { mailFrom: string; dkim: DkimSettings | null } | { errors: string[] } {
  const host = new URL(publicUrl).hostname;
  const mailFrom = env.MAIL_FROM ?? `Logistics Jobs <no-reply@${host}>`;
  const given = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY ?? env.DKIM_PRIVATE_KEY_FILE];
  if (given.every((v) => !v)) return { mailFrom, dkim: null };
  const errors: string[] = [];
  if (!env.DKIM_DOMAIN) errors.push('DKIM_DOMAIN: needed to sign mail with DKIM');
  else if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i.test(env.DKIM_DOMAIN))
    errors.push('DKIM_DOMAIN: must be a domain name, e.g. jobs.example.com');
  if (!env.DKIM_SELECTOR) errors.push('DKIM_SELECTOR: needed to sign mail with DKIM');
  else if (!/^[a-z0-9]([a-z0-9._-]*[a-z0-9])?$/i.test(env.DKIM_SELECTOR))
    errors.push('DKIM_SELECTOR: letters, digits, dots and hyphens, e.g. portal2026');
  if (env.DKIM_PRIVATE_KEY && env.DKIM_PRIVATE_KEY_FILE)
    errors.push('DKIM_PRIVATE_KEY_FILE: give the key or its file, not both');
  const privateKey = readKey(env, resolvePath, errors);
  if (errors.length || !privateKey || !env.DKIM_DOMAIN || !env.DKIM_SELECTOR) return { errors };
  return {
    mailFrom,
    dkim: { domainName: env.DKIM_DOMAIN.toLowerCase(), keySelector: env.DKIM_SELECTOR, privateKey },
  };
}

/** The PEM key, from the variable (its `\n`s as written in a .env file) or the file; checked to parse. */
function readKey(env: MailEnv, resolvePath: (p: string) => string, errors: string[]): string | null {
  let pem: string;
  if (env.DKIM_PRIVATE_KEY) pem = env.DKIM_PRIVATE_KEY.replace(/\\n/g, '\n');
  else if (env.DKIM_PRIVATE_KEY_FILE) {
    try {
      pem = readFileSync(resolvePath(env.DKIM_PRIVATE_KEY_FILE), 'utf8');
    } catch {
      errors.push('DKIM_PRIVATE_KEY_FILE: the file cannot be read');
      return null;
    }
  } else {
    errors.push('DKIM_PRIVATE_KEY: needed to sign mail with DKIM (or DKIM_PRIVATE_KEY_FILE)');
    return null;
  }
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== 'rsa' && key.asymmetricKeyType !== 'ed25519') throw new Error('type');
  } catch {
    // The key itself is never in the message.
    errors.push(
      `${env.DKIM_PRIVATE_KEY ? 'DKIM_PRIVATE_KEY' : 'DKIM_PRIVATE_KEY_FILE'}: not an RSA or Ed25519 private key in PEM form`,
    );
    return null;
  }
  return pem;
}
