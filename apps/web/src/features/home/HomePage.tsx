import { lazy, Suspense } from 'react';
import { Card, Image, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parseJsonConfig, usePlatformConfig, type Banner } from '../platform/api/get-platform-config.ts';

/** The lottery sections load as their own chunk (they need the lottery contracts and the engine's countdown). */
const HomeLotteries = lazy(() =>
  import('../lotteries/components/HomeLotteries.tsx').then((m) => ({ default: m.HomeLotteries })),
);
/** The notice line is its own small chunk too (content contracts), shown once loaded. */
const HomeNotices = lazy(() =>
  import('../content/components/HomeNotices.tsx').then((m) => ({ default: m.HomeNotices })),
);

export function HomePage() {
  const { t } = useTranslation();
  const config = usePlatformConfig();
  const banners = parseJsonConfig<Banner[]>(config.banner, []);
  const site = config.cpName || t('web.siteNameFallback');
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Title order={2}>{t('web.home.welcome', { site })}</Title>
      <Suspense fallback={null}>
        <HomeNotices />
      </Suspense>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {banners.map((b) => (
          <Card key={b.image} component={Link} to={b.link ?? '/home'} padding={0} radius="md" withBorder>
            <Image src={b.image} alt={b.title ?? site} radius="md" />
          </Card>
        ))}
      </SimpleGrid>
      <Suspense fallback={null}>
        <HomeLotteries />
      </Suspense>
    </Stack>
  );
}
