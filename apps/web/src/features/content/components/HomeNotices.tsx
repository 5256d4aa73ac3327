import { Anchor, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import { Link } from 'react-router';
import { HOME_NOTICES, useNotices } from '../api/get-notices.ts';
import { NoticeLineFrame } from '../../../components/ui/NoticeLineFrame.tsx';
import classes from './NoticeMarquee.module.css';

/** A small loudspeaker, drawn here (no icon font or emoji font is assumed). */
function Megaphone() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-pink-6)' }}>
      <path fill="currentColor" d="M3 10v4a1 1 0 0 0 1 1h2l4 4V5L6 9H4a1 1 0 0 0-1 1zm11-4.5v13l6 2.5V3l-6 2.5z" />
    </svg>
  );
}

/**
 * The latest notices as one scrolling line under the banners; each title opens the announcements
 * page. While they load, the line's empty box keeps their place (issue #31: the page under it no
 * longer jumps); nothing shows when there are none (or the call fails: docs/product.md §8, list
 * calls show nothing).
 */
export function HomeNotices() {
  const { t } = useTranslation();
  const { data, isPending } = useNotices(1, HOME_NOTICES);
  if (isPending) return <NoticeLineFrame testId="home-notices-loading" />;
  if (!data || data.list.length === 0) return null;
  const text = data.list.map((n) => n.title).join(' ');
  // About 6 characters a second, at least 15 s a pass.
  const seconds = Math.max(15, Math.round(text.length / 6));
  return (
    <NoticeLineFrame testId="home-notices">
      <Group gap="xs" wrap="nowrap">
        <Megaphone />
        <div className={classes.viewport} style={{ ['--marquee-duration' as string]: `${seconds}s` }}>
          <div className={classes.track}>
            {[0, 1].map((copy) => (
              <span key={copy} className={classes.copy} aria-hidden={copy === 1 || undefined}>
                {data.list.map((n) => (
                  <Anchor
                    key={n.id}
                    component={Link}
                    to={`/manager/sys/bulletin?id=${n.id}`}
                    size="sm"
                    c="inherit"
                    className={classes.item}
                    tabIndex={copy === 1 ? -1 : undefined}
                    data-testid={copy === 0 ? 'home-notice' : undefined}
                  >
                    {n.title}
                  </Anchor>
                ))}
              </span>
            ))}
          </div>
        </div>
        <Anchor component={Link} to="/manager/sys/bulletin" size="sm" className={classes.more}>
          {t('pages.notices.more')}
        </Anchor>
      </Group>
    </NoticeLineFrame>
  );
}
