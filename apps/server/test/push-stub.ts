import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A local stand-in for a browser's push service (issue #31): an HTTPS server on 127.0.0.1 with a
 * certificate made for the run (web-push always speaks https), recording every POST it gets, and
 * a browser's side of a subscription (its P-256 key pair and auth secret) that decrypts what
 * arrives (RFC 8291, aes128gcm).
 */

export interface PushReceived {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** performance.now() when the request's body had arrived. */
  atMs: number;
}

function selfSignedCert(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'lotus-push-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1',
        '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function pushServiceStub() {
  const { key, cert } = selfSignedCert();
  const received: PushReceived[] = [];
  /** Answers by path prefix; 201 otherwise. */
  const statusFor = new Map<string, number>();
  /** Paths (by prefix) whose requests are held unanswered until `release()`: a push service that hangs. */
  const hangFor = new Set<string>();
  const held: (() => void)[] = [];
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks), atMs: performance.now() });
      const status = [...statusFor].find(([prefix]) => path.startsWith(prefix))?.[1] ?? 201;
      const answer = () => res.writeHead(status, status === 201 ? { location: `${path}/msg${received.length}` } : {}).end();
      if ([...hangFor].some((prefix) => path.startsWith(prefix))) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    statusFor,
    hangFor,
    /** Requests held unanswered right now. */
    get hanging() {
      return held.length;
    },
    /** Answers every held request. */
    release() {
      for (const answer of held.splice(0)) answer();
    },
    /** Trusts the stub's certificate only. */
    agent: new Agent({ ca: cert, keepAlive: true }),
    close: () => {
      for (const answer of held.splice(0)) answer();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

const b64url = (b: Buffer) => b.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** A browser's subscription keys: what it gives the server, and what decrypts what it receives. */
export function browserKeys() {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    p256dh: b64url(ecdh.getPublicKey()),
    auth: b64url(auth),
    /** RFC 8291 §3–4 with RFC 8188's aes128gcm framing: one record. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idlen = body[20]!;
      const serverPublic = body.subarray(21, 21 + idlen);
      const cipher = body.subarray(21 + idlen);
      const shared = ecdh.computeSecret(serverPublic);
      const prkKey = hmac(auth, shared);
      const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic, Buffer.from([1])]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
      const d = createDecipheriv('aes-128-gcm', cek, nonce);
      d.setAuthTag(cipher.subarray(cipher.length - 16));
      const plain = Buffer.concat([d.update(cipher.subarray(0, cipher.length - 16)), d.final()]);
      // The last record ends with the delimiter 2, then zero padding.
      let end = plain.length - 1;
      while (end > 0 && plain[end] === 0) end -= 1;
      return plain.subarray(0, end).toString('utf8');
    },
  };
}
