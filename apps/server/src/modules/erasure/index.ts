/** What other modules and the app may use of the erasure module: the one way a person's data goes. */
export { anonymiseCandidate, eraseAccount, removeStoredFiles } from './service';
