import { generateReadablePassword, hashPassword } from '../../core/lib/passwords';

let hashed: Promise<string> | undefined;

/**
 * The password hash of demo accounts nobody signs in as (the CV database's candidates, the other
 * employers' recruiters): a random password nobody knows, hashed once per process, since argon2 is
 * the slowest step of a seed.
 */
export function noSignInHash(): Promise<string> {
  hashed ??= hashPassword(generateReadablePassword());
  return hashed;
}
