// The soak's look inside the server: `serve` runs with the inspector on a loopback port, and before
// each sample the soak collects the garbage of every thread (the window's, the sync worker's, the
// demo market's), as it does the page's. Uncollected, the server's RSS mostly shows garbage waiting
// for a major collection in three JS heaps, and its slope says nothing about what is retained.
import { createServer } from 'node:net';
import WebSocket from 'ws';

interface Reply {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/** A loopback port free right now, for the inspector to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ThreadMemory extends Pick<NodeJS.MemoryUsage, 'heapTotal' | 'heapUsed' | 'external'> {
  /** Compiled code and bytecode, with their metadata, in the heap. */
  code: number;
}

export class ServerInspector {
  private nextId = 1;
  private readonly waiting = new Map<number, (reply: Reply) => void>();
  /** The worker threads alive now, by inspector session. */
  private readonly workers = new Set<string>();
  /** Where the chunks of a heap snapshot in progress go. */
  private onChunk: ((chunk: string) => void) | null = null;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => this.receive(JSON.parse(data.toString('utf8')) as Reply));
  }

  /** Attaches to the inspector of the process listening on `port`, worker threads included. */
  static async open(port: number): Promise<ServerInspector> {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
    const url = targets[0]?.webSocketDebuggerUrl;
    if (!url) throw new Error(`no inspector target on port ${port}`);
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const inspector = new ServerInspector(socket);
    await inspector.send('NodeWorker.enable', { waitForDebuggerOnStart: false });
    return inspector;
  }

  /** Collects every thread's garbage; resolves with the JS heap the threads still use, in bytes. */
  async collectGarbage(): Promise<number> {
    let used = 0;
    for (const sessionId of [null, ...this.workers]) {
      // Twice: the first frees what finalizers let go.
      await this.send('HeapProfiler.collectGarbage', {}, sessionId);
      await this.send('HeapProfiler.collectGarbage', {}, sessionId);
      used += Number((await this.send('Runtime.getHeapUsage', {}, sessionId)).usedSize);
    }
    return used;
  }

  /**
   * Every thread's own memory, as its `process.memoryUsage()` tells it (heap reserved and used,
   * memory outside the heap: Buffers, ArrayBuffers, and what native modules report), and how much
   * of its heap is compiled code (`v8.getHeapCodeStatistics()`: V8 compiles more of the app as it
   * runs, up to the app's size, so code grows for a while without anything kept). What the
   * process's RSS holds beyond the heaps and external memory is native: SQLite's page caches, malloc.
   */
  async memory(): Promise<ThreadMemory[]> {
    const expression = `JSON.stringify({ usage: process.memoryUsage(), code: require('v8').getHeapCodeStatistics() })`;
    const threads: ThreadMemory[] = [];
    for (const sessionId of [null, ...this.workers]) {
      // The console's API has `require` in every thread, whatever module system the thread runs.
      const { result } = await this.send('Runtime.evaluate', { expression, includeCommandLineAPI: true, returnByValue: true }, sessionId);
      const { usage, code } = JSON.parse(String((result as { value?: unknown } | undefined)?.value)) as {
        usage: NodeJS.MemoryUsage;
        code: { code_and_metadata_size: number; bytecode_and_metadata_size: number };
      };
      threads.push({
        heapTotal: usage.heapTotal,
        heapUsed: usage.heapUsed,
        external: usage.external,
        code: code.code_and_metadata_size + code.bytecode_and_metadata_size,
      });
    }
    return threads;
  }

  /** A heap snapshot of every thread (after a full collection), as V8's JSON text: the main thread first. */
  async heapSnapshots(): Promise<string[]> {
    const snapshots: string[] = [];
    for (const sessionId of [null, ...this.workers]) {
      const chunks: string[] = [];
      this.onChunk = (chunk) => chunks.push(chunk);
      try {
        await this.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false }, sessionId);
      } finally {
        this.onChunk = null;
      }
      snapshots.push(chunks.join(''));
    }
    return snapshots;
  }

  close(): void {
    this.socket.close();
  }

  /** A command to the main thread, or through its session to one worker. */
  private send(method: string, params: Record<string, unknown>, sessionId: string | null = null): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    const message = JSON.stringify({ id, method, params });
    const reply = new Promise<Reply>((resolve) => this.waiting.set(id, resolve));
    this.socket.send(
      sessionId === null
        ? message
        : JSON.stringify({ id: this.nextId++, method: 'NodeWorker.sendMessageToWorker', params: { sessionId, message } }),
    );
    return reply.then((r) => {
      if (r.error) throw new Error(`${method}: ${r.error.message}`);
      return r.result ?? {};
    });
  }

  private receive(reply: Reply): void {
    if (reply.method === 'NodeWorker.attachedToWorker') this.workers.add(String(reply.params?.sessionId));
    else if (reply.method === 'NodeWorker.detachedFromWorker') this.workers.delete(String(reply.params?.sessionId));
    else if (reply.method === 'HeapProfiler.addHeapSnapshotChunk') this.onChunk?.(String(reply.params?.chunk));
    else if (reply.method === 'NodeWorker.receivedMessageFromWorker') this.receive(JSON.parse(String(reply.params?.message)) as Reply);
    else if (reply.id !== undefined) {
      this.waiting.get(reply.id)?.(reply);
      this.waiting.delete(reply.id);
    }
  }
}
