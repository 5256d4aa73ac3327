import { Fragment, type CSSProperties } from 'react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { ballColour, ballInk, ballLabel, specialIndex } from './ball-colours.ts';
import classes from './DrawBalls.module.css';
import { DieFace, FpcPicture, fpcSymbolOf } from './pictures.tsx';

/** Families whose draw is three dice: fast-three and racing-car dice show faces, fish-prawn-crab its symbols. */
const DICE_FAMILIES = new Set(['k3', 'dice']);

/**
 * Draw numbers as balls; Vietnamese prize numbers and long draws wrap. With the lottery's engine
 * family, Mark Six balls take their colour wave and its special number stands apart after a "+";
 * dice draws show dice faces and fish-prawn-crab its animals, each named under its picture. A new result animates in (the
 * group is keyed by the code, so each new draw plays it once).
 */
export function DrawBalls({ code, size = 30, family }: { code: string; size?: number; family?: string }) {
  const { t } = useTranslation();
  const nums = code.trim() ? code.trim().split(/\s+/) : [];
  const special = specialIndex(family);
  const at = (i: number) => ({ '--ball-index': i }) as CSSProperties;
  return (
    <Group gap={4} data-testid="draw-balls" key={code}>
      {nums.slice(0, 27).map((n, i) => {
        const face = Number(n);
        const colour = ballColour(family, n);
        const symbol = family === 'fpc' ? fpcSymbolOf(face) : null;
        if (symbol)
          return (
            <span key={i} className={`${classes.ball} ${classes.symbol}`} style={at(i)} data-testid="draw-ball">
              {/* The animal and its name (#27: a draw of Bầu cua reads as animals, not faces 1–6). */}
              <FpcPicture symbol={symbol} label={t(`play.fpc.symbol.${symbol}`)} size={size + 4} />
              {/* The picture is named for screen readers already: the caption is for the eye. */}
              <span className={classes.symbolName} aria-hidden data-testid="draw-symbol-name">
                {t(`play.fpc.symbol.${symbol}`)}
              </span>
            </span>
          );
        if (family && DICE_FAMILIES.has(family) && face >= 1 && face <= 6)
          return (
            <span key={i} className={classes.ball} style={at(i)} data-testid="draw-ball">
              <DieFace value={face} label={t('firstVisit.die', { value: face })} size={size} />
            </span>
          );
        return (
          <Fragment key={i}>
            {i === special && (
              <Text span size="sm" fw={700} c="dimmed" aria-hidden>
                +
              </Text>
            )}
            <Text
              span
              fw={700}
              c={ballInk(colour)}
              bg={colour}
              ta="center"
              size="sm"
              miw={size}
              h={size}
              px={4}
              className={classes.ball}
              style={{ ...at(i), borderRadius: size, lineHeight: `${size}px` }}
              data-testid="draw-ball"
            >
              {ballLabel(family, n)}
            </Text>
          </Fragment>
        );
      })}
    </Group>
  );
}
