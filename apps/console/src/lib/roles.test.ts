import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { resources } from '@lotus/i18n';
import { roleLabel } from './roles.ts';

describe('role names', () => {
  it('translates the built-in roles and keeps a custom role by its name', async () => {
    await i18n.init({ lng: 'vi', resources });
    expect(roleLabel(i18n.t, 'admin')).toBe('Quản trị cấp cao');
    expect(roleLabel(i18n.t, 'finance', 'finance')).toBe('Tài chính');
    expect(roleLabel(i18n.t, 'night_desk', 'Ca đêm')).toBe('Ca đêm');
    await i18n.changeLanguage('en');
    expect(roleLabel(i18n.t, 'admin')).not.toBe('admin');
  });
});
