import { Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/translate.ts';
import { LANGUAGES, type Language } from '@lotus/i18n';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';

/**
 * The language choice (Mantine Select): loaded after the first page, see LanguageSwitcher. A
 * signed-in member's profile is asked for again in the new language, which records it as his (his
 * alerts and messages are then written in it).
 */
export function LanguageSelect({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  return (
    <Select
      aria-label={t('common.language')}
      data-testid={testId}
      size="xs"
      w={150}
      allowDeselect={false}
      value={currentLanguage()}
      data={LANGUAGES.map((l) => ({ value: l, label: t(`common.lang.${l}`) }))}
      onChange={(value) =>
        value && void changeLanguage(value as Language).then(() => qc.invalidateQueries({ queryKey: ['member-info'] }))
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
}
