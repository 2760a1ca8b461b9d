import { beforeEach, describe, expect, it } from 'vitest';
import { installFetch, installIdentity, json } from '../test-support/test-doubles';
import { createAgent, isAgentInputComplete, listAgents } from './useAgents';

const input = {
  name: 'Oracle',
  personality: 'Wise',
  setting: 'Ancient Library',
  theme: 'Mystery',
  description: '',
} as const;

const agent = (id: string) => ({ id, ...input, created_at: '2026-11-23T09:00:00.000Z' });

beforeEach(() => {
  installIdentity('tok');
});

describe('agents', () => {
  it('lists the data array', async () => {
    installFetch({ 'GET /api/v1/agents': () => json({ status: 'success', data: [agent('a1')] }) });
    expect(await listAgents()).toEqual([agent('a1')]);
  });

  it('when the answer does not match the contract then listing fails instead of showing garbage', async () => {
    installFetch({ 'GET /api/v1/agents': () => json({ status: 'success', data: [{ id: 'a1' }] }) });
    await expect(listAgents()).rejects.toThrow('Failed to load agents');
  });

  it('when listing fails then says "Failed to load agents"', async () => {
    installFetch({ 'GET /api/v1/agents': () => json({}, 500) });
    await expect(listAgents()).rejects.toThrow('Failed to load agents');
  });

  it('when a required field is missing then fails without a call', async () => {
    const calls = installFetch({});
    expect(isAgentInputComplete({ ...input, name: '  ' })).toBe(false);
    await expect(createAgent({ ...input, name: ' ' })).rejects.toThrow('Please fill in all required fields');
    expect(calls).toHaveLength(0);
  });

  it('creates an agent, preferring the server message on failure', async () => {
    const calls = installFetch({
      'POST /api/v1/agents': () => json({ status: 'success', data: agent('a2') }, 201),
    });
    expect((await createAgent(input)).id).toBe('a2');
    expect(calls[0].body).toEqual(input);
    installFetch({ 'POST /api/v1/agents': () => json({ message: 'Please choose a theme from the list' }, 400) });
    await expect(createAgent(input)).rejects.toThrow('Please choose a theme from the list');
    installFetch({ 'POST /api/v1/agents': () => json(null, 500) });
    await expect(createAgent(input)).rejects.toThrow('Failed to create agent');
  });
});
