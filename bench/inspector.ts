import type { ChildProcess } from 'node:child_process';

/**
 * The server's own view of its memory, over the inspector protocol (the bench starts it with
 * `--inspect=127.0.0.1:0`): a full garbage collection, then `process.memoryUsage()`. Resident memory
 * alone mixes what the server keeps with garbage V8 has not collected yet.
 */
export type Inspector = { collectAndMeasure: () => Promise<{ rssMb: number; heapUsedMb: number }> };

/** Forwards the child's stderr and resolves with the inspector once it announces its address. */
export function attachInspector(child: ChildProcess): Promise<Inspector> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      process.stderr.write(chunk);
      buffered += chunk.toString();
      const url = buffered.match(/Debugger listening on (ws:\/\/\S+)/)?.[1];
      if (url) {
        child.stderr?.off('data', onData);
        child.stderr?.on('data', (c: Buffer) => process.stderr.write(c));
        resolve(inspectorAt(url));
      }
    };
    child.stderr?.on('data', onData);
    child.once('exit', () => reject(new Error('the server exited before its inspector started')));
  });
}

function inspectorAt(url: string): Inspector {
  return {
    async collectAndMeasure() {
      const ws = new WebSocket(url);
      await new Promise((resolve, reject) => {
        ws.addEventListener('open', resolve, { once: true });
        ws.addEventListener('error', reject, { once: true });
      });
      let next = 0;
      const call = (method: string, params: object = {}) =>
        new Promise<{ value?: unknown }>((resolve) => {
          const id = ++next;
          const onMessage = (ev: MessageEvent) => {
            const message = JSON.parse(String(ev.data)) as {
              id?: number;
              result?: { result?: { value?: unknown } };
            };
            if (message.id !== id) return;
            ws.removeEventListener('message', onMessage);
            resolve(message.result?.result ?? {});
          };
          ws.addEventListener('message', onMessage);
          ws.send(JSON.stringify({ id, method, params }));
        });
      try {
        await call('HeapProfiler.collectGarbage');
        const usage = await call('Runtime.evaluate', {
          expression: 'JSON.stringify(process.memoryUsage())',
          returnByValue: true,
        });
        const m = JSON.parse(String(usage.value)) as { rss: number; heapUsed: number };
        return { rssMb: m.rss / 1048576, heapUsedMb: m.heapUsed / 1048576 };
      } finally {
        ws.close();
      }
    },
  };
}
