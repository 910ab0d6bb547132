import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { memoryLogger } from './memory-logger.ts';

describe('createLogger', () => {
  it('writes one JSON object per line with an ISO time, a level name and the child name', () => {
    const { logger, lines } = memoryLogger('info');
    logger.child({ name: 'site' }).info({ pages: 12 }, 'built');
    logger.debug('hidden below the level');
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]);
    expect(record).toMatchObject({ level: 'info', name: 'site', pages: 12, msg: 'built' });
    expect(new Date(record.time).toISOString()).toBe(record.time);
  });

  it('never writes a password, token, cookie, card number or mail body, however it is passed', () => {
    const { logger, lines } = memoryLogger();
    logger.info(
      {
        password: 'hunter2-top',
        user: { newPassword: 'n3w-pass-word', token: 'tok-123456' },
        req: {
          headers: {
            cookie: 'shop_session=abc123',
            authorization: 'Bearer xyz789',
            'set-cookie': 'shop_session=def456',
            'x-password': 'hdr-pass-1',
          },
        },
        headers: { 'x-current-password': 'hdr-pass-2' },
        payment: { cardNumber: '4111111111111111' },
        mail: { to: 'a@example.com', text: 'Your reset link: /reset-password/SECRET1', html: '<p>SECRET2</p>' },
      },
      'something',
    );
    const text = lines.join('\n');
    for (const secret of [
      'hunter2-top',
      'n3w-pass-word',
      'tok-123456',
      'abc123',
      'xyz789',
      'def456',
      'hdr-pass-1',
      'hdr-pass-2',
      '4111111111111111',
      'SECRET1',
      'SECRET2',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(JSON.parse(lines[0]).mail).toEqual({ to: 'a@example.com', text: '[redacted]', html: '[redacted]' });
  });

  it('writes an error as one line with its stack', () => {
    const { logger, lines } = memoryLogger();
    logger.error({ err: new Error('the disk is full') }, 'could not write');
    expect(lines).toHaveLength(1);
    const { err } = JSON.parse(lines[0]);
    expect(err).toMatchObject({ type: 'Error', message: 'the disk is full' });
    expect(err.stack).toMatch(/^Error: the disk is full\n\s+at /);
  });
});

describe('createLogger on a terminal', () => {
  it("writes readable lines: the message, a request's duration and an error's stack, not the JSON fields", () => {
    let text = '';
    const terminal = new Writable({
      write(chunk, _encoding, done) {
        text += String(chunk);
        done();
      },
    });
    const log = createLogger({ pretty: true, destination: terminal }).child({ name: 'http' });
    log.info({ reqId: 'req-1', route: '/x', status: 200, responseTime: 3.2 }, 'GET /x 200');
    log.error({ reqId: 'req-2', status: 500, responseTime: 1, err: new Error('the disk is full') }, 'GET /boom 500');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes, which start with ESC.
    const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
    expect(plain).toMatch(/^\[\d\d:\d\d:\d\d\] INFO \(http\): GET \/x 200 3\.2ms$/m);
    expect(plain).toMatch(
      /^\[\d\d:\d\d:\d\d\] ERROR \(http\): GET \/boom 500 1ms\n {4}Error: the disk is full\n {8}at /m,
    );
    expect(plain).not.toContain('req-1');
    expect(plain).not.toContain('{');
  });
});
