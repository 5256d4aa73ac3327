import { describe, expect, it } from 'vitest';
import { messages } from '@lotus/i18n';
import { emptyVapidForm, vapidFormErrors } from './vapid-form.ts';

/** A pair as `web-push generate-vapid-keys` prints it (base64url, no padding). */
const PAIR = {
  publicKey: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  privateKey: 'tUxbf-Mxv7BSmqKmbTEyXTqjdYpL1pLkzCF-aEJRvn8',
};

describe('the VAPID form', () => {
  it('accepts a generated pair', () => {
    expect(vapidFormErrors(PAIR)).toEqual({});
  });
  it.each([
    ['empty keys', emptyVapidForm, ['publicKey', 'privateKey']],
    ['a key that is not base64url', { ...PAIR, publicKey: 'not a key' }, ['publicKey']],
    ['a private key too long', { ...PAIR, privateKey: 'A'.repeat(101) }, ['privateKey']],
  ])('refuses %s with a translated message key', (_name, values, fields) => {
    const errors = vapidFormErrors(values);
    expect(Object.keys(errors).sort()).toEqual([...fields].sort());
    for (const key of Object.values(errors)) expect(messages.en[key!]).toBeTruthy();
  });
});
