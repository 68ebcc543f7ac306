/** What the mail worker uses of the mail preferences: whether a recipient still wants a kind of mail. */
export { wantsMail } from './repository';
