/** A real SMTP server on a random loopback port, for the tests of the outbox worker. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on a random port that can be told to refuse the next messages. */
export async function startSmtpServer() {
  const received: Received[] = [];
  let refuseNext = 0;
  /** Who waits for the messages received so far to be enough (checked as each arrives). */
  const waiting: Array<{ enough: (messages: Received[]) => boolean; resolve: (messages: Received[]) => void }> = [];
  const tellWaiting = () => {
    for (const waiter of [...waiting]) {
      if (!waiter.enough(received)) continue;
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve([...received]);
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext--;
          const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
        tellWaiting();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    /** The messages received once `enough` says so (at once if it does already). */
    waitFor(enough: (messages: Received[]) => boolean): Promise<Received[]> {
      return new Promise((resolve) => {
        waiting.push({ enough, resolve });
        tellWaiting();
      });
    },
    refuse(count: number) {
      refuseNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
