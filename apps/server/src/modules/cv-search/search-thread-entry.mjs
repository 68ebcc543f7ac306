// The CV search thread's entry (search-thread-client.ts starts it): the server runs under tsx's
// loader, which a worker inherits with the parent's flags; a test runner's worker has it registered here.
if (!process.execArgv.some((flag) => flag.includes('tsx'))) (await import('tsx/esm/api')).register();
await import('./search-thread.ts');
