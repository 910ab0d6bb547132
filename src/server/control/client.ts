import http from 'node:http';
import { readLockOwner } from './data-lock.ts';

/** A connection to the shop that runs on a data folder, through its loopback control server. */
export interface ShopClient {
  pid: number;
  shopUrl: string;
  /** A streamed answer (backups). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** A JSON call; a refusal becomes an Error carrying the shop's message. */
  call<T>(path: string, body?: unknown): Promise<T>;
}

/**
 * A JSON call over node:http rather than fetch: a seed of many products or a site build may take longer than
 * fetch's five-minute wait for response headers.
 */
function callJson(url: string, secret: string, body: unknown): Promise<{ status: number; answer: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method: payload === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let answer: unknown = {};
          try {
            answer = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON: the status speaks
          }
          resolve({ status: res.statusCode ?? 500, answer });
        });
        res.on('error', reject);
      },
    );
    req.on('error', (error) => reject(new Error(`The running shop did not answer (${error.message}).`)));
    req.end(payload);
  });
}

export function runningShop(dataDir: string): ShopClient | null {
  const owner = readLockOwner(dataDir);
  if (!owner?.control || !owner.shopUrl) return null;
  const { url, secret } = owner.control;
  return {
    pid: owner.pid,
    shopUrl: owner.shopUrl,
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${secret}`);
      return fetch(`${url}${path}`, { ...init, headers });
    },
    async call<T>(path: string, body?: unknown) {
      const { status, answer } = await callJson(`${url}${path}`, secret, body);
      if (status >= 400) throw new Error((answer as { message?: string }).message ?? `The shop answered ${status}.`);
      return answer as T;
    },
  };
}
