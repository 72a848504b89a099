import { createPrivateKey, createPublicKey, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import {
  hub88AnswerSchema,
  hub88Prefix,
  hub88SignatureHeader,
  hub88WalletPaths,
  type Hub88Answer,
  type Hub88WalletOperation,
} from '../../src/contract/hub88.ts';

/**
 * The aggregator's side of Hub88's Wallet API: signed calls to the platform, written with
 * node:crypto here rather than the platform's signing code, and a check of the platform's signed answer.
 */
export interface WalletCallOptions {
  /** Sends this header instead of a real signature (a wrong one, to see it refused). */
  signature?: string;
  /** Sends these exact bytes instead of JSON.stringify(body) (bad syntax, reordered keys). */
  raw?: string;
  /** Gives up after this long, as Hub88 does: the platform may still book the call. */
  timeoutMs?: number;
}

export interface WalletReply {
  answer: Hub88Answer;
  /** Whether X-Hub88-Signature of the answer holds under the operator's public key. */
  signedByOperator: boolean;
  httpStatus: number;
}

export class WalletTimeout extends Error {
  constructor(operation: string) {
    super(`${operation} timed out`);
    this.name = 'WalletTimeout';
  }
}

export interface WalletClientOptions {
  /** The platform's origin ("http://127.0.0.1:4000"). */
  platformUrl: string;
  /** Hub88's private key (the simulator's own). */
  privateKey: string;
  /** The operator's public key, to check its answers. */
  operatorPublicKey: string;
}

export function walletClient(options: WalletClientOptions) {
  const ours: KeyObject = createPrivateKey(options.privateKey);
  const theirs: KeyObject = createPublicKey(options.operatorPublicKey);
  const base = options.platformUrl.replace(/\/+$/, '');

  async function call(operation: Hub88WalletOperation, body: object, callOptions: WalletCallOptions = {}): Promise<WalletReply> {
    const payload = callOptions.raw ?? JSON.stringify({ request_uuid: randomUUID(), ...body });
    const signature = callOptions.signature ?? sign('sha256', Buffer.from(payload, 'utf8'), ours).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${base}${hub88Prefix}${hub88WalletPaths[operation]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [hub88SignatureHeader]: signature },
        body: payload,
        ...(callOptions.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(callOptions.timeoutMs) }),
      });
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw new WalletTimeout(operation);
      throw error;
    }
    const text = await response.text();
    const given = response.headers.get(hub88SignatureHeader) ?? '';
    const signedByOperator = given !== '' && verify('sha256', Buffer.from(text, 'utf8'), theirs, Buffer.from(given, 'base64'));
    return { answer: hub88AnswerSchema.parse(JSON.parse(text)), signedByOperator, httpStatus: response.status };
  }

  /**
   * Hub88's rule for a call it got no answer to: send the very same call again until answered (a bet
   * may instead be rolled back; see rollbackAfterTimeout).
   */
  async function retried(
    operation: Hub88WalletOperation,
    body: object,
    firstTimeoutMs: number,
    attempts = 5,
  ): Promise<{ reply: WalletReply; timeouts: number }> {
    const payload = JSON.stringify({ request_uuid: randomUUID(), ...body });
    let timeouts = 0;
    for (let attempt = 0; attempt < attempts; attempt++) {
      try {
        const reply = await call(operation, body, { raw: payload, ...(attempt === 0 ? { timeoutMs: firstTimeoutMs } : {}) });
        return { reply, timeouts };
      } catch (error) {
        if (!(error instanceof WalletTimeout)) throw error;
        timeouts++;
      }
    }
    throw new Error(`${operation} unanswered after ${attempts} attempts`);
  }

  return { call, retried };
}
export type WalletClient = ReturnType<typeof walletClient>;
