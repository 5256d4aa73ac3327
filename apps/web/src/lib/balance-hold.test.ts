import { beforeEach, describe, expect, it } from 'vitest';
import { shownBalance, useBalanceHold } from './balance-hold.ts';

describe('the balance held while a prize wheel turns', () => {
  beforeEach(() => useBalanceHold.getState().release());

  it('shows the balance the draw started with until the wheel stops, then the live one', () => {
    const { hold, release } = useBalanceHold.getState();
    expect(shownBalance('100.000', useBalanceHold.getState().held)).toBe('100.000');
    hold('100.000');
    // The prize is credited and pushed while the wheel still turns.
    expect(shownBalance('188.000', useBalanceHold.getState().held)).toBe('100.000');
    // A second hold (a double click) keeps the first balance.
    hold('188.000');
    expect(useBalanceHold.getState().held).toBe('100.000');
    release();
    expect(shownBalance('188.000', useBalanceHold.getState().held)).toBe('188.000');
  });
});
