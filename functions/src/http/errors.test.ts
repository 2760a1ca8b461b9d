import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Request } from 'express';
import { z } from 'zod';
import { logger } from 'firebase-functions/logger';
import { AppError } from '../model/app-error';
import { parse, toHttpError } from './errors';

const req = { id: 'abc12345', method: 'POST', path: '/api/v1/things' } as Request;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the error mapping', () => {
  it('when an AppError is thrown then its status and message are answered as they are', () => {
    expect(toHttpError(new AppError(409, 'Taken', 'conflict'), req)).toEqual({
      status: 409,
      message: 'Taken',
      details: ['Taken'],
    });
  });

  it('when something unexpected fails then it is a 500 that names the request id, and the log has it too', () => {
    const log = vi.spyOn(logger, 'write').mockImplementation(() => undefined);
    const answer = toHttpError(new TypeError('x is undefined'), req);
    expect(answer.status).toBe(500);
    expect(answer.message).toBe('Something went wrong on our side (reference abc12345)');
    expect(answer.message).not.toContain('undefined');
    expect(log.mock.calls[0][0]).toMatchObject({ severity: 'ERROR', requestId: 'abc12345', status: 500 });
    expect(log.mock.calls[0][0].message).toContain('x is undefined');
  });

  it('when the body parser refuses a body then its 4xx status is kept with a plain message', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' });
    expect(toHttpError(tooLarge, req)).toMatchObject({ status: 413, message: 'Request body is too large' });
    const malformed = Object.assign(new Error('Unexpected token'), { status: 400, type: 'entity.parse.failed' });
    expect(toHttpError(malformed, req)).toMatchObject({ status: 400, message: 'Malformed JSON body' });
  });

  it('when an AI flow fails then it is a 502 that says so', () => {
    vi.spyOn(logger, 'write').mockImplementation(() => undefined);
    const error = Object.assign(new Error('empty answer'), { name: 'AiFlowError' });
    expect(toHttpError(error, req)).toMatchObject({
      status: 502,
      message: 'The AI could not complete this step: empty answer',
    });
  });

  it('when input breaks a schema then zod defaults name the field and custom messages stay as written', () => {
    const schema = z.object({ user: z.object({ age: z.number(), name: z.string().min(1, 'Name is required') }) });
    try {
      parse(schema, { user: { age: 'x', name: '' } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).details).toEqual(['user.age: Expected number, received string', 'Name is required']);
    }
  });

  it("when a required field is missing then the message names it, and the answer's fields do behind a custom message", () => {
    const schema = z.object({
      scene_data: z.object({}),
      agent_id: z.string({ required_error: 'Please select an AI agent' }),
    });
    try {
      parse(schema, {});
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).message).toBe('scene_data: Required, Please select an AI agent');
      expect(toHttpError(error, req)).toMatchObject({ status: 400, fields: ['scene_data', 'agent_id'] });
    }
  });
});
