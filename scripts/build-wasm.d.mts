/** The server's .wat files (build-wasm.mjs). */
export function watFiles(dir?: string): string[];
/** The binary of a .wat file, as `npm run build:wasm` writes it. */
export function compileWat(path: string): Promise<Buffer>;
