import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ManagerPage() {
  const { t } = useTranslation();
  return <Title order={2}>{t('web.manager.title')}</Title>;
}
