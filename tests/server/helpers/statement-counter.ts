/**
 * Counts the SQL statements the app sends to PostgreSQL: a TCP proxy in front of the server that reads the
 * client's side of the wire protocol. Every Execute (extended protocol: drizzle's parameterised queries, named
 * when prepared) and every simple Query is one statement; every Sync or simple Query ends a round trip. Point the app's
 * DATABASE_URL at `url` and wrap what to measure in `during`.
 */
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

export interface CountedStatements {
  /** The SQL of each statement, in the order sent (all connections). */
  statements: string[];
  /** Times the client waited for the server: Syncs and simple Queries. */
  roundTrips: number;
}

export interface StatementCounter {
  /** `databaseUrl` with the proxy's host and port. */
  url: string;
  /** What `run` and anything it set off sent, until the connections have been quiet for `settleMs` after it resolved. */
  during<T>(run: () => Promise<T>, settleMs?: number): Promise<CountedStatements & { result: T }>;
  close(): Promise<void>;
}

const SSL_REQUEST_CODE = 80877103;
const GSSENC_REQUEST_CODE = 80877104;

export async function startStatementCounter(databaseUrl: string): Promise<StatementCounter> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let counted: CountedStatements = { statements: [], roundTrips: 0 };
  let lastMessageAt = 0;

  const server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.pipe(client);

    let buffered = Buffer.alloc(0);
    let started = false;
    // Each connection's statements by name ('' is the unnamed one), and the one its next Execute runs (named by Bind).
    const parsed = new Map<string, string>();
    let bound = '';
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (!started) {
          // Startup, SSL and GSS requests: a length and a code, no type byte.
          if (buffered.length < 8) return;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) return;
          const code = buffered.readInt32BE(4);
          started = code !== SSL_REQUEST_CODE && code !== GSSENC_REQUEST_CODE;
          buffered = buffered.subarray(length);
          continue;
        }
        if (buffered.length < 5) return;
        const length = buffered.readInt32BE(1);
        if (buffered.length < 1 + length) return;
        const type = String.fromCharCode(buffered[0]!);
        const body = buffered.subarray(5, 1 + length);
        buffered = buffered.subarray(1 + length);
        lastMessageAt = performance.now();
        if (type === 'P') {
          // Parse: statement name, then the query text, both NUL-terminated.
          const nameEnd = body.indexOf(0);
          parsed.set(body.subarray(0, nameEnd).toString('utf8'), body.subarray(nameEnd + 1, body.indexOf(0, nameEnd + 1)).toString('utf8'));
        } else if (type === 'B') {
          // Bind: portal name, then the statement's name (a prepared statement is parsed once per connection).
          const portalEnd = body.indexOf(0);
          bound = body.subarray(portalEnd + 1, body.indexOf(0, portalEnd + 1)).toString('utf8');
        } else if (type === 'E') {
          counted.statements.push(parsed.get(bound) ?? '');
        } else if (type === 'Q') {
          counted.statements.push(body.subarray(0, body.indexOf(0)).toString('utf8'));
          counted.roundTrips += 1;
        } else if (type === 'S') {
          counted.roundTrips += 1;
        }
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);

  return {
    url: url.toString(),
    async during(run, settleMs = 200) {
      counted = { statements: [], roundTrips: 0 };
      const result = await run();
      do await new Promise((resolve) => setTimeout(resolve, settleMs));
      while (performance.now() - lastMessageAt < settleMs);
      const taken = counted;
      counted = { statements: [], roundTrips: 0 };
      return { ...taken, result };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
