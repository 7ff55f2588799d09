// Reads a response body with a ceiling on its decompressed size: fetch inflates gzip/br/deflate
// transparently, so a few kilobytes on the wire can become gigabytes in memory (a compression bomb).
import { ApiError } from './api-error';

/** Largest decompressed body accepted by default: far above any page the service sends. */
export const DEFAULT_MAX_BODY_BYTES = 64 << 20;

export async function readBodyCapped(response: Response, maxBytes: number, label: string): Promise<string> {
  if (!response.body) return '';
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError('bad-response', `the response for ${label} is larger than the ${maxBytes}-byte limit`, {
        status: response.status,
        path: label,
      });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
