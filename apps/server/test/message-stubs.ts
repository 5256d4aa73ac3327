import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Test stand-ins for the providers (issue #33): a local HTTP stub of the SMS gateways' APIs
 * (Twilio's Messages and eSMS.vn's JSON call) and a local SMTP server, each recording what arrived.
 */

export interface SmsReceived {
  provider: 'twilio' | 'esms';
  to: string;
  text: string;
  sender: string;
}

export async function smsStub() {
  const received: SmsReceived[] = [];
  const state = { down: false, seq: 0 };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      if (state.down) {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"down"}');
        return;
      }
      state.seq += 1;
      if (req.url?.startsWith('/2010-04-01/Accounts/')) {
        const f = new URLSearchParams(raw);
        received.push({ provider: 'twilio', to: f.get('To') ?? '', text: f.get('Body') ?? '', sender: f.get('From') ?? f.get('MessagingServiceSid') ?? '' });
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${state.seq}`, status: 'queued' }));
        return;
      }
      if (req.url?.startsWith('/MainService.svc/json/SendMultipleMessage_V4_post_json')) {
        const b = JSON.parse(raw) as { Phone: string; Content: string; Brandname: string };
        received.push({ provider: 'esms', to: b.Phone, text: b.Content, sender: b.Brandname });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ CodeResult: '100', SMSID: `E${state.seq}` }));
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    state,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export interface MailReceived {
  from: string;
  to: string[];
  raw: string;
}

export async function smtpStub() {
  const received: MailReceived[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A received email's headers and parts, decoded (quoted-printable, base64, RFC 2047 words): enough to read its text. */
export function decodeMail(raw: string): string {
  const qp = (s: string) => Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw
    .slice(0, at)
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : qp(text.replace(/_/g, ' ')),
    );
  return `${head}${qp(raw.slice(at))}`;
}
