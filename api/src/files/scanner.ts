/**
 * Virus scanning. Uploads are scanned by ClamAV's daemon (clamd) over TCP with its INSTREAM command,
 * through the `clamscan` client in clamd-only mode: no local binary is run and no fallback to one.
 * Without CLAMD_URL (development) nothing is scanned and documents are marked NOT_SCANNED;
 * production refuses to start without it (config.ts).
 */
import type { Readable } from 'node:stream';
import NodeClam from 'clamscan';

export type ScanVerdict =
  | { status: 'CLEAN' }
  /** `signature` names what was found: for the log only, never for the applicant. */
  | { status: 'INFECTED'; signature: string }
  /** The scanner could not give an answer; `reason` is for the log. The file must not be kept. */
  | { status: 'FAILED'; reason: string }
  | { status: 'NOT_SCANNED' };

export interface VirusScanner {
  /** Reads the whole stream and says what it holds. Never throws: a scanner problem is FAILED. */
  scan(content: Readable): Promise<ScanVerdict>;
}

/** Used when no scanner is configured: every file is NOT_SCANNED. */
export class NoScanner implements VirusScanner {
  async scan(content: Readable): Promise<ScanVerdict> {
    content.destroy();
    return { status: 'NOT_SCANNED' };
  }
}

export interface ClamdScannerOptions {
  /** Longest pause clamd may take on the socket (connecting, reading our chunks, answering). */
  socketTimeoutMs?: number;
  /** Longest a whole scan may take before it counts as FAILED, however the socket behaves. */
  scanTimeoutMs?: number;
}

export class ClamdScanner implements VirusScanner {
  private client: Promise<NodeClam> | undefined;
  private readonly host: string;
  private readonly port: number;
  private readonly socketTimeoutMs: number;
  private readonly scanTimeoutMs: number;

  /** @param clamdUrl tcp://host:port of clamd's TCPSocket. */
  constructor(clamdUrl: string, options: ClamdScannerOptions = {}) {
    const url = new URL(clamdUrl);
    this.host = url.hostname.replace(/^\[|\]$/g, '');
    this.port = Number(url.port || 3310);
    this.socketTimeoutMs = options.socketTimeoutMs ?? 15_000;
    this.scanTimeoutMs = options.scanTimeoutMs ?? 60_000;
  }

  /** Initialised on first use, so the API starts (and serves everything else) while clamd is still loading. */
  private clamd(): Promise<NodeClam> {
    this.client ??= new NodeClam()
      .init({
        clamscan: { active: false },
        clamdscan: {
          host: this.host,
          port: this.port,
          timeout: this.socketTimeoutMs,
          localFallback: false,
          // An empty path: the client never looks for or runs a local clamdscan binary.
          path: '',
          // No PING at start: a clamd that is down shows as FAILED scans, not as an API that cannot start.
          bypassTest: true,
          active: true,
        },
        preference: 'clamdscan',
      })
      .catch((error: unknown) => {
        this.client = undefined;
        throw error;
      });
    return this.client;
  }

  async scan(content: Readable): Promise<ScanVerdict> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<ScanVerdict>((resolve) => {
      timer = setTimeout(() => {
        content.destroy();
        resolve({ status: 'FAILED', reason: `no answer from clamd within ${this.scanTimeoutMs} ms` });
      }, this.scanTimeoutMs);
    });
    try {
      return await Promise.race([this.ask(content), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async ask(content: Readable): Promise<ScanVerdict> {
    try {
      const clamd = await this.clamd();
      const { isInfected, viruses } = (await clamd.scanStream(content)) as { isInfected: boolean | null; viruses: string[] };
      if (isInfected === true) return { status: 'INFECTED', signature: viruses.join(', ') || 'unnamed signature' };
      if (isInfected === false) return { status: 'CLEAN' };
      return { status: 'FAILED', reason: 'clamd gave no verdict' };
    } catch (error) {
      content.destroy();
      return { status: 'FAILED', reason: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** The scanner the configuration asks for. */
export function scannerFor(clamdUrl: string | undefined): VirusScanner {
  return clamdUrl ? new ClamdScanner(clamdUrl) : new NoScanner();
}
