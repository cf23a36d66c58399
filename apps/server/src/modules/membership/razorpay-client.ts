import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Razorpay's HTTP API with plain `fetch` (docs/decisions/035-razorpay.md): Basic auth with the
 * key pair, a time-out on every call, and a GET retried on a 5xx or a dropped connection (a
 * read changes nothing at Razorpay). A POST is never retried: a second "create" could open a
 * second subscription. The official SDK is not used: its address cannot be pointed elsewhere.
 */

/** Razorpay answered with an error, or did not answer (`status` null: time-out, connection). */
export class RazorpayError extends Error {
  constructor(
    readonly status: number | null,
    readonly code: string,
    description: string,
  ) {
    super(`Razorpay ${status ?? code}: ${description}`);
    this.name = 'RazorpayError';
  }
}

export interface RazorpayClientOptions {
  keyId: string;
  keySecret: string;
  apiBase: string;
  timeoutMs: number;
  /** Further tries of a GET after a 5xx or a dropped connection. */
  retries?: number;
  /** The pause before the first retry; each next one waits this much longer. */
  retryDelayMs?: number;
}

export type RazorpayClient = ReturnType<typeof createRazorpayClient>;

type ErrorBody = { error?: { code?: string; description?: string } };
function parseJson(text: string): ErrorBody | null {
  try {
    return JSON.parse(text) as ErrorBody;
  } catch {
    return null;
  }
}

export function createRazorpayClient(options: RazorpayClientOptions) {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 250;

  async function once<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    let text: string;
    try {
      // The signal also bounds reading the body: a gateway that answers slowly times out too.
      const signal = AbortSignal.timeout(options.timeoutMs);
      response = await fetch(`${options.apiBase}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      text = await response.text();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new RazorpayError(null, timedOut ? 'TIMEOUT' : 'NETWORK', String(error));
    }
    const json = parseJson(text);
    if (!response.ok) {
      throw new RazorpayError(
        response.status,
        json?.error?.code ?? `HTTP_${response.status}`,
        json?.error?.description ?? text.slice(0, 200),
      );
    }
    if (json === null) throw new RazorpayError(response.status, 'BAD_RESPONSE', 'the answer is not JSON');
    return json as T;
  }

  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const attempts = method === 'GET' ? 1 + retries : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await once<T>(method, path, body);
      } catch (error) {
        // A time-out is not retried: a slow gateway would only be waited for three times over.
        const retryable =
          error instanceof RazorpayError &&
          ((error.status !== null && error.status >= 500) || error.code === 'NETWORK');
        if (!retryable || attempt >= attempts) throw error;
        await sleep(retryDelayMs * attempt);
      }
    }
  }

  return {
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body: unknown) => request<T>('POST', path, body),
  };
}

// ---------------------------------------------------------------- the entities we read

/** Razorpay's Unix seconds → a Date (null stays null). */
export const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000) : null;
export const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

export interface RzpPlan {
  id: string;
  entity: 'plan';
}

export interface RzpSubscription {
  id: string;
  entity: 'subscription';
  plan_id: string;
  status: string;
  charge_at: number | null;
  current_start: number | null;
  current_end: number | null;
  paid_count: number;
  short_url: string;
  notes: Record<string, string> | unknown[];
}

export interface RzpPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: string;
  method: string | null;
  order_id: string | null;
  invoice_id: string | null;
  error_code: string | null;
  error_description: string | null;
}

export interface RzpPaymentLink {
  id: string;
  status: string;
  reference_id: string;
  short_url: string;
  amount: number;
  payments: { payment_id: string; amount: number; status: string; method: string | null }[] | null;
}

export interface RzpInvoice {
  id: string;
  entity: 'invoice';
  subscription_id: string | null;
  payment_id: string | null;
  status: string;
  amount: number;
  amount_paid: number;
}

export interface RzpCollection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}
