import { Suspense } from 'react';
import { Box, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { Link } from 'react-router';
import { normalizeLanguage } from '@lotus/i18n';
import { parseJsonConfig, usePlatformConfig, type Banner } from '../platform/api/get-platform-config.ts';
import { localizedText } from '../platform/localized.ts';
import { getToken } from '../../lib/session.ts';
import { limitOfferDue } from '../protection/limit-offer.ts';
// The lottery sections and the notice line load as their own chunks (the lottery contracts and the
// engine's countdown; the content contracts), started at boot on this page; when they are in by the
// first render they render with it (first-page.ts).
import { HomeLotteries, HomeNotices } from './first-page.ts';
import { NoticeLineFrame } from '../../components/ui/NoticeLineFrame.tsx';
import { lazyPart } from '../../lib/lazy-part.ts';
import { NotKept } from '../../components/ui/NotKept.tsx';
import { useKeptHome } from './kept-home.ts';

/** The limit offer after registering (issue #17): its own chunk, fetched only when it is due. */
const LimitOffer = lazyPart(() => import('../protection/components/LimitOffer.tsx'));
/** The twice-yearly review reminder and the yearly no-limit prompt (issue #17), for a signed-in member. */
const ReminderNotices = lazyPart(() => import('../protection/components/ReminderNotices.tsx'));

/**
 * A banner's box: the demo banners' 1200 × 360 (public/banners), an operator's picture of another
 * shape cropped to it. Given before the picture loads, so nothing under it moves (issue #31: home's
 * layout shift on a phone was mostly the banners growing from nothing).
 */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 360;

export function HomePage() {
  const { t, i18n } = useTranslation();
  const config = usePlatformConfig();
  const reader = normalizeLanguage(i18n.language);
  const banners = parseJsonConfig<Banner[]>(config.banner, []);
  const site = config.cpName || t('web.siteNameFallback');
  useKeptHome();
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Title order={2}>{t('web.home.welcome', { site })}</Title>
      {/* The member's own notices: never in home's kept copy. */}
      <NotKept>
        <Suspense fallback={null}>
          {getToken() && limitOfferDue('registration') && <LimitOffer moment="registration" />}
          {getToken() && <ReminderNotices />}
        </Suspense>
      </NotKept>
      <Suspense fallback={<NoticeLineFrame testId="home-notices-loading" />}>
        <HomeNotices />
      </Suspense>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {banners.map((b) => {
          // The banner's words are the operator's, per language; the picture carries none.
          const title = localizedText(b.title, reader, config.lang);
          return (
            <Card key={b.image} component={Link} to={b.link ?? '/home'} padding={0} radius="md" withBorder pos="relative">
              <Image
                src={b.image}
                // With a caption, the caption says it: the same words again as the alt would be read twice.
                alt={title ? '' : site}
                radius="md"
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                w="100%"
                h="auto"
                fit="cover"
                style={{ aspectRatio: `${BANNER_WIDTH} / ${BANNER_HEIGHT}` }}
              />
              {title && (
                <Box pos="absolute" left={0} right={0} bottom={0} px="md" py={6} bg="rgba(0, 0, 0, 0.45)">
                  <Text c="white" fw={700} size="md" lineClamp={2} data-testid="banner-title">
                    {title}
                  </Text>
                </Box>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
      <Suspense fallback={null}>
        <HomeLotteries />
      </Suspense>
    </Stack>
  );
}
