import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody, ENCODING_THRESHOLD } from '../../../server/http/encoded-body.ts';

/** A cached public answer is encoded once per encoding, on first demand, then sent as bytes. */
describe('EncodedBody', () => {
  const json = Buffer.from(
    JSON.stringify({ payload: Array.from({ length: 60 }, (_, i) => ({ uid: `article-${i}`, title: `Titre ${i}` })) }),
  );

  it('makes each encoding once: readers asking meanwhile share it, later ones get the bytes at once', async () => {
    const body = new EncodedBody(json);
    expect(body.encodable).toBe(true);
    const first = body.in('br');
    const second = body.in('br');
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBe(first);
    const bytes = await first;
    expect(body.in('br')).toBe(bytes);
    expect(brotliDecompressSync(bytes).equals(json)).toBe(true);
    expect(gunzipSync(await body.in('gzip')).equals(json)).toBe(true);
    expect(body.identity).toBe(json);
  });

  it('leaves a body under the threshold as it is', () => {
    expect(new EncodedBody(Buffer.alloc(ENCODING_THRESHOLD - 1, 'a')).encodable).toBe(false);
    expect(new EncodedBody(Buffer.alloc(ENCODING_THRESHOLD, 'a')).encodable).toBe(true);
  });
});
