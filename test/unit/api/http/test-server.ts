import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface TestServer {
  origin: string;
  requests: IncomingMessage[];
  connections: number;
  close(): Promise<void>;
}

/** A loopback HTTP server whose handler each test writes; records requests and connections. */
export async function testServer(handler: (req: IncomingMessage, res: ServerResponse, n: number) => void): Promise<TestServer> {
  const sockets = new Set<Socket>();
  const state = { requests: [] as IncomingMessage[], connections: 0 };
  const server = createServer((req, res) => {
    state.requests.push(req);
    handler(req, res, state.requests.length);
  });
  server.on('connection', (socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    get connections() {
      return state.connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
}
