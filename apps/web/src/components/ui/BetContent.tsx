import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { FPC_SYMBOLS, type FpcSymbol } from '@lotus/engine';
import { FpcPicture, fpcSymbolOf } from './pictures.tsx';

/**
 * The symbols of a fish-prawn-crab pick, or null when the content is anything else. Standard lines
 * store faces ("1,5"); two-sided picks come back named in the reader's language ("Cá, Cua"), so a
 * name is matched against `nameOf` (the same catalogue the server translates with).
 */
export function fpcSymbolsOf(family: string | undefined, content: string, nameOf: (s: FpcSymbol) => string): FpcSymbol[] | null {
  if (family !== 'fpc') return null;
  const tokens = content
    .split(/[,|]/)
    .map((x) => x.trim())
    .filter(Boolean);
  if (tokens.length === 0 || tokens.length > 6) return null;
  const symbols = tokens.map((x) => (/^[1-6]$/.test(x) ? fpcSymbolOf(Number(x)) : (FPC_SYMBOLS.find((s) => nameOf(s) === x) ?? null)));
  return symbols.every((s) => s !== null) ? (symbols as FpcSymbol[]) : null;
}

/** The catalogue name of a symbol, for fpcSymbolsOf. */
export const useFpcNames = () => {
  const { t } = useTranslation();
  return (s: FpcSymbol) => t(`play.fpc.symbol.${s}`);
};

/**
 * A bet's content as the member reads it: fish-prawn-crab picks as their pictures (named for
 * screen readers), anything else as text, cut at `maxChars`.
 */
export function BetContent({ family, content, maxChars = 30 }: { family?: string; content: string; maxChars?: number }) {
  const nameOf = useFpcNames();
  const symbols = fpcSymbolsOf(family, content, nameOf);
  if (symbols)
    return (
      <Group gap={4} component="span" display="inline-flex" data-testid="bet-content-pictures" style={{ verticalAlign: 'middle' }}>
        {symbols.map((symbol, i) => (
          <FpcPicture key={`${symbol}-${i}`} symbol={symbol} label={nameOf(symbol)} size={24} />
        ))}
      </Group>
    );
  return (
    <Text span inherit>
      {content.length > maxChars ? `${content.slice(0, maxChars)}…` : content}
    </Text>
  );
}
