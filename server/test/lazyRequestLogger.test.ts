import pino from 'pino';
import { lazyRequestLogger } from '../src/logging/lazyRequestLogger';

function logged(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const parent = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const child = jest.spyOn(parent, 'child');
  return { lines, child, logger: lazyRequestLogger.call(undefined as never, parent, { reqId: 'req-7' }, {}, undefined as never) };
}

describe("a request's logger", () => {
  it('writes its lines with the request id', () => {
    const { lines, logger } = logged('info');
    logger.info({ user: 'u1' }, 'incoming request');
    logger.warn('slow');
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['req-7', 'incoming request'],
      ['req-7', 'slow'],
    ]);
  });

  it('makes no child logger for a request that logs nothing at the levels switched on', () => {
    const { lines, child, logger } = logged('warn');
    logger.info('incoming request');
    logger.debug('details');
    expect(child).not.toHaveBeenCalled();
    logger.error('failed');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([['req-7', 'failed']]);
  });
});
