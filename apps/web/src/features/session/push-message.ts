import { pushEvent, type PushEvent } from '@lotus/contracts';

/** Parses one push message; anything malformed is dropped (push carries small facts only). */
export function parsePushMessage(payload: string): PushEvent | null {
  try {
    const parsed = pushEvent.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
