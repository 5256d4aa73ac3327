// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE } from '../../lib/storage.ts';
import { isIosSafari, offerInstall, promptInstall, resetInstallForTests, useInstallState } from './install.ts';
import { renderHook } from '@testing-library/react';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/122.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0 Mobile Safari/537.36';

function promptEvent(outcome: 'accepted' | 'dismissed') {
  let prompted = 0;
  const e = Object.assign(new Event('beforeinstallprompt'), {
    prompt: async () => void prompted++,
    userChoice: Promise.resolve({ outcome }),
  });
  return { e, prompted: () => prompted };
}

const offer = () => renderHook(() => useInstallState()).result.current.offer;

describe('install offer (issue #31)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetInstallForTests();
  });

  it.each([
    [IPHONE_SAFARI, true],
    [IPHONE_CHROME, false],
    [ANDROID_CHROME, false],
  ])('iOS Safari is told apart: %s', (ua, expected) => expect(isIosSafari(ua)).toBe(expected));

  it('is made after a first bet when the browser can install, and only once per device', () => {
    resetInstallForTests(promptEvent('dismissed').e);
    offerInstall('bet', ANDROID_CHROME);
    expect(offer()).toBe('bet');
    expect(localStorage.getItem(STORAGE.installOffered)).toBe('bet');
    resetInstallForTests(promptEvent('dismissed').e);
    offerInstall('deposit', ANDROID_CHROME);
    expect(offer()).toBeNull();
  });

  it('is not made where nothing can be installed (no prompt, not iOS Safari)', () => {
    offerInstall('deposit', ANDROID_CHROME);
    expect(offer()).toBeNull();
    expect(localStorage.getItem(STORAGE.installOffered)).toBeNull();
  });

  it('is made on iOS Safari without a prompt (the steps are shown instead)', () => {
    offerInstall('deposit', IPHONE_SAFARI);
    expect(offer()).toBe('deposit');
  });

  it("opens the browser's dialog once; the event serves a single time", async () => {
    const p = promptEvent('accepted');
    resetInstallForTests(p.e);
    expect(await promptInstall()).toBe('accepted');
    expect(p.prompted()).toBe(1);
    expect(await promptInstall()).toBe('unavailable');
  });
});
