/**
 * The part of the WebAssembly JavaScript API that counting-memory.ts uses: Node has it all, but its
 * types come only with the DOM's library, which the server does not compile against.
 */
declare namespace WebAssembly {
  class Module {
    constructor(bytes: ArrayBufferView | ArrayBuffer);
  }
  class Instance {
    constructor(module: Module, imports?: Record<string, Record<string, Memory>>);
    readonly exports: Record<string, unknown>;
  }
  class Memory {
    constructor(descriptor: { initial: number; maximum?: number });
    readonly buffer: ArrayBuffer;
    /** Pages of 64 KiB added; the old `buffer` is detached. */
    grow(pages: number): number;
  }
}
