import WebSocket from 'ws';
import { type ServerMessage, isServerMessage } from '../../src/online/protocol';

/** How long a test waits for a message before it fails (a bound, not a measurement). */
const WAIT_MS = 5_000;

type Of<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

/** A socket client for tests: every message it gets is kept and checked against the protocol's schema. */
export class TestClient {
  readonly received: ServerMessage[] = [];
  /** Messages that did not fit the schema (a test expects none). */
  readonly invalid: unknown[] = [];
  private cursor = 0;
  private wake: (() => void) | null = null;
  closeCode: number | null = null;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const value: unknown = JSON.parse(String(data));
      if (isServerMessage(value)) this.received.push(value);
      else this.invalid.push(value);
      this.wake?.();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake?.();
    });
  }

  /** Opens a socket to the server at `url`; `query` (as `?a=b`) goes on the socket's address. */
  static open(url: string, headers: Record<string, string> = {}, query = ''): Promise<TestClient> {
    const socket = new WebSocket(url.replace(/^http/, 'ws') + '/api/socket' + query, { headers });
    return new Promise((resolve, reject) => {
      socket.on('open', () => resolve(new TestClient(socket)));
      socket.on('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message not yet taken, of `type` when given (others before it are skipped). */
  async next<T extends ServerMessage['type']>(type?: T): Promise<Of<T>> {
    for (;;) {
      while (this.cursor < this.received.length) {
        const m = this.received[this.cursor++]!;
        if (type === undefined || m.type === type) return m as Of<T>;
      }
      if (this.closeCode !== null)
        throw new Error(`closed (${this.closeCode}) while waiting for ${type ?? 'a message'}`);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type ?? 'message'} within ${WAIT_MS} ms`)), WAIT_MS);
        this.wake = () => {
          clearTimeout(timer);
          this.wake = null;
          resolve();
        };
      });
    }
  }

  /** Sends a ping and waits for its pong: everything sent before has been answered. */
  async settle(): Promise<void> {
    this.send({ type: 'ping' });
    await this.next('pong');
  }

  /** Messages received after the cursor, without taking them. */
  pending(): ServerMessage[] {
    return this.received.slice(this.cursor);
  }

  /** The close code, once the server closed the socket (messages before it are skipped). */
  async closed(): Promise<number | null> {
    for (let i = 0; i < 100 && this.closeCode === null; i++) await this.next().catch(() => undefined);
    return this.closeCode;
  }

  close(): void {
    this.socket.close();
  }
}
