import { readStored, writeStored } from '../../lib/storage.ts';

/** When the member is offered a limit (issue #17): right after registering, and at his first deposit. */
export type OfferMoment = 'registration' | 'deposit';

const key = (moment: OfferMoment) => `lotus.limitOffer.${moment}`;

/** Registration asks for the offer on the first page after the new member signs in. */
export const offerLimitAfterRegistration = () => writeStored(key('registration'), 'due');

/** Whether the offer of this moment may still be shown on this device (not answered; registration: asked for). */
export const limitOfferDue = (moment: OfferMoment) => {
  const v = readStored(key(moment));
  return v !== 'done' && (moment === 'deposit' || v === 'due');
};

/** Either answer closes the offer of this moment for good on this device. */
export const answerLimitOffer = (moment: OfferMoment) => writeStored(key(moment), 'done');
