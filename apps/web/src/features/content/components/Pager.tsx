import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page links with the product's "rows X to Y of total" text (docs/product.md §9). */
export function Pager({
  page,
  size,
  total,
  onChange,
}: {
  page: number;
  size: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const from = (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" data-testid="pager-text">
        {t('pages.pager.rows', { from, to, total })}
      </Text>
      {total > size && <Pagination size="sm" value={page} onChange={onChange} total={Math.ceil(total / size)} />}
    </Group>
  );
}
