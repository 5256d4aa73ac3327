/**
 * Deterministic randomness for provably fair draws. The engine has no randomness of its own: the
 * server derives 32 seed bytes as HMAC-SHA256(seed, "lottery:issue") and each family turns them
 * into a draw through `ByteStream` (SHA-256 in counter mode) and rejection sampling, so anyone can
 * re-derive a result. Pure TypeScript (no node APIs), checked against node:crypto in the tests.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

/** Limit on hashed input: 64 MiB, far above any seed or message the engine hashes. */
const MAX_INPUT_BYTES = 64 * 1024 * 1024;

/** SHA-256 (FIPS 180-4) of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  if (data.length > MAX_INPUT_BYTES) throw new RangeError('sha256 input too large');
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const bitLen = data.length * 8;
  const padded = new Uint8Array((((data.length + 9 + 63) >> 6) << 6) >>> 0);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLen / 0x100000000));
  view.setUint32(padded.length - 4, bitLen >>> 0);
  const w = new Uint32Array(64);
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] as number;
      const b = w[i - 2] as number;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) >>> 0;
    }
    let a = h[0] as number;
    let b = h[1] as number;
    let c = h[2] as number;
    let d = h[3] as number;
    let e = h[4] as number;
    let f = h[5] as number;
    let g = h[6] as number;
    let hh = h[7] as number;
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + S1 + ch + (K[i] as number) + (w[i] as number)) >>> 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] = ((h[0] as number) + a) >>> 0;
    h[1] = ((h[1] as number) + b) >>> 0;
    h[2] = ((h[2] as number) + c) >>> 0;
    h[3] = ((h[3] as number) + d) >>> 0;
    h[4] = ((h[4] as number) + e) >>> 0;
    h[5] = ((h[5] as number) + f) >>> 0;
    h[6] = ((h[6] as number) + g) >>> 0;
    h[7] = ((h[7] as number) + hh) >>> 0;
  }
  const out = new Uint8Array(32);
  const ov = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) ov.setUint32(i * 4, h[i] as number);
  return out;
}

/** HMAC-SHA256 (RFC 2104), so a standalone verifier can re-derive draws with the engine alone. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  let k = key.length > 64 ? sha256(key) : key;
  const block = new Uint8Array(64);
  block.set(k);
  k = block;
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 32);
  for (let i = 0; i < 64; i++) {
    inner[i] = (k[i] as number) ^ 0x36;
    outer[i] = (k[i] as number) ^ 0x5c;
  }
  inner.set(message, 64);
  outer.set(sha256(inner), 64);
  return sha256(outer);
}

/** UTF-8 bytes of a string (the HMAC message "lottery:issue"). */
export function utf8(text: string): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0) as number;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

export function fromHex(hex: string): Uint8Array | undefined {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/**
 * An endless deterministic byte stream from a 32-byte seed: block i = SHA-256(seed ‖ i as 4
 * big-endian bytes), i = 0, 1, 2 … Same seed, same bytes, on every machine.
 */
export class ByteStream {
  private readonly seed: Uint8Array;
  private block: Uint8Array = new Uint8Array(0);
  private pos = 0;
  private counter = 0;

  constructor(seed: Uint8Array) {
    if (seed.length !== 32) throw new RangeError('seed must be 32 bytes');
    this.seed = seed.slice();
  }

  nextByte(): number {
    if (this.pos >= this.block.length) {
      const input = new Uint8Array(36);
      input.set(this.seed);
      new DataView(input.buffer).setUint32(32, this.counter++);
      this.block = sha256(input);
      this.pos = 0;
    }
    return this.block[this.pos++] as number;
  }

  /** Unsigned 32-bit integer from the next 4 bytes, big-endian. */
  nextUint32(): number {
    return ((this.nextByte() << 24) | (this.nextByte() << 16) | (this.nextByte() << 8) | this.nextByte()) >>> 0;
  }

  /**
   * Uniform integer in [0, n) by rejection sampling: values at or above the largest multiple of n
   * that fits are thrown away, so there is no modulo bias. One byte when n ≤ 256, else four.
   */
  uniform(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new RangeError('uniform: bad range');
    if (n <= 256) {
      const limit = 256 - (256 % n);
      for (;;) {
        const b = this.nextByte();
        if (b < limit) return b % n;
      }
    }
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const v = this.nextUint32();
      if (v < limit) return v % n;
    }
  }
}

/** `length` independent uniform integers in [min, max] (SSC digits, K3 dice). */
export function drawIndependent(seed: Uint8Array, length: number, min: number, max: number): number[] {
  const s = new ByteStream(seed);
  return Array.from({ length }, () => min + s.uniform(max - min + 1));
}

/**
 * `length` distinct integers from [min, max] in a uniformly random order (11x5, KL8, PK10, Mark
 * Six): the first `length` steps of a Fisher–Yates shuffle.
 */
export function drawDistinct(seed: Uint8Array, length: number, min: number, max: number): number[] {
  const s = new ByteStream(seed);
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  if (length > pool.length) throw new RangeError('drawDistinct: length exceeds range');
  for (let i = 0; i < length; i++) {
    const j = i + s.uniform(pool.length - i);
    const t = pool[i] as number;
    pool[i] = pool[j] as number;
    pool[j] = t;
  }
  return pool.slice(0, length);
}

/**
 * The 32 seed bytes of one issue's draw: HMAC-SHA256(seed, "lottery:issue") (docs/product.md §4,
 * provably fair draws). `family.deriveDraw(issueSeed(...))` is the result anyone can re-derive.
 */
export function issueSeed(seed: Uint8Array, lottery: string, issue: string): Uint8Array {
  return hmacSha256(seed, utf8(`${lottery}:${issue}`));
}
