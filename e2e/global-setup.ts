import { request, type FullConfig } from '@playwright/test';
import { operatorToken } from './tests/support/operator.ts';
import { createSlotMember } from './tests/support/session.ts';

/**
 * Runs once, after the server is up and before any worker starts (issue #29): the demo operator
 * enrols his second factor here, so no two workers race for the first console sign-in, and each
 * worker slot's member (support/session.ts loginSlotMember) is registered and funded.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const api = await request.newContext({ baseURL });
  try {
    const admin = await operatorToken(api);
    for (let slot = 0; slot < config.workers; slot++) await createSlotMember(api, slot, admin);
  } finally {
    await api.dispose();
  }
}
