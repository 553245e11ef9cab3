// The parts of `ws` (the socket library under @fastify/websocket) that the server and its tests use;
// the package ships no types of its own and @types/ws is not installed.
declare module 'ws' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage } from 'node:http';

  type RawData = Buffer | ArrayBuffer | Buffer[];

  class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    constructor(address: string, options?: { headers?: Record<string, string>; maxPayload?: number });
    readonly readyState: 0 | 1 | 2 | 3;
    send(data: string | Buffer, cb?: (err?: Error) => void): void;
    /** `binary: false` sends a Buffer as a text frame, whatever its bytes (a test's malformed frame). */
    send(data: Buffer, options: { binary: boolean }, cb?: (err?: Error) => void): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (err: Error) => void): this;
    on(event: 'open', listener: () => void): this;
    on(event: string, listener: (...args: never[]) => void): this;
  }

  namespace WebSocket {
    export { WebSocket, RawData };
    export interface ServerOptions {
      maxPayload?: number;
      verifyClient?: (info: { origin: string; req: IncomingMessage }) => boolean;
    }
  }

  export = WebSocket;
}
