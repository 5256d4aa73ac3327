import { beforeEach, describe, expect, it } from 'vitest';
import { answerLimitOffer, limitOfferDue, offerLimitAfterRegistration } from './limit-offer.ts';

describe('the limit offer (issue #17: at registration and at the first deposit)', () => {
  beforeEach(() => localStorage.clear());

  it('after registering it is due once, until the member answers', () => {
    expect(limitOfferDue('registration')).toBe(false);
    offerLimitAfterRegistration();
    expect(limitOfferDue('registration')).toBe(true);
    answerLimitOffer('registration');
    expect(limitOfferDue('registration')).toBe(false);
    // Registering another account on this device asks again.
    offerLimitAfterRegistration();
    expect(limitOfferDue('registration')).toBe(true);
  });

  it('at the deposit it is due until answered, whatever registration did', () => {
    expect(limitOfferDue('deposit')).toBe(true);
    answerLimitOffer('registration');
    expect(limitOfferDue('deposit')).toBe(true);
    answerLimitOffer('deposit');
    expect(limitOfferDue('deposit')).toBe(false);
  });
});
