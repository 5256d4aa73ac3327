import { useMemo, useState } from 'react';
import { Alert, Button, Card, Group, NumberInput, Select, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import { isMoneyMode, MAX_GROUP, stakeMilli, type MoneyMode, type Play } from '@lotus/engine';
import type { TicketCfg } from '@lotus/contracts';
import type { AnyFamily, AnyPlay } from '../families.ts';
import { useBasket } from '../store.ts';
import { LoginToBetButton } from './LoginToBet.tsx';
import { emptyPanel, NumberPanel, selectionOf, type PanelValue } from './NumberPanel.tsx';
import { slipContent } from '../slip-content.ts';
import { useMemberInfo } from '../api/member-info.ts';
import { oddsText, rulesOfCfg, standardPossible } from '../possible-win.ts';
import { showMilli, showModeUnit } from '../../../components/centre/money.ts';

const MAX_MULTIPLE_INPUT = 100_000;

/**
 * The standard board: play selector from the engine's catalogue (catalog → sub-catalog → play),
 * the play's number panel, the live bet count (engine countBets) and amount (engine stakeMilli),
 * money mode and multiple, and "add to basket".
 */
export function StandardBoard({
  cfg,
  family,
  disabled,
  guest = false,
}: {
  cfg: TicketCfg;
  family: AnyFamily;
  disabled: boolean;
  /** Not logged in: the bet button is the way to log in (and back). */
  guest?: boolean;
}) {
  const { t } = useTranslation();
  const add = useBasket((s) => s.add);
  const byId = useMemo(() => new Map(family.plays.map((p) => [p.id, p])), [family]);
  const catalogs = useMemo(
    () =>
      family.catalogs
        .map((c) => ({
          ...c,
          subCatalogs: c.subCatalogs
            .map((s) => ({
              ...s,
              plays: s.playIds
                .map((id) => byId.get(id))
                .filter((p): p is AnyPlay => p?.market === 'standard'),
            }))
            .filter((s) => s.plays.length > 0),
        }))
        .filter((c) => c.subCatalogs.length > 0),
    [family, byId],
  );
  const [catId, setCatId] = useState(() => catalogs[0]?.id ?? 0);
  const catalog = catalogs.find((c) => c.id === catId) ?? catalogs[0];
  const [subId, setSubId] = useState<number | null>(null);
  const sub = catalog?.subCatalogs.find((s) => s.id === subId) ?? catalog?.subCatalogs[0];
  const [playId, setPlayId] = useState<number | null>(null);
  const play = sub?.plays.find((p) => p.id === playId) ?? sub?.plays[0];
  const [panel, setPanel] = useState<PanelValue | null>(null);
  const value =
    play && panel && panel.rows.length === play.shape.rows.length ? panel : play ? emptyPanel(play) : null;
  const [mode, setMode] = useState<MoneyMode>(1);
  const [multiple, setMultiple] = useState(1);
  const member = useMemberInfo();
  const rules = useMemo(() => rulesOfCfg(cfg), [cfg]);

  if (!catalog || !sub || !play || !value) return <Text c="dimmed">{t('webApp.bet.noPlays')}</Text>;

  const { selection, parse } = selectionOf(play, value);
  const validation = play.validate(selection);
  const bets = validation.ok ? play.countBets(selection) : 0;
  const textOk = !parse || parse.invalid.length === 0;
  const stake = stakeMilli(bets, mode, multiple);
  // The most the selection pays over every draw and each level's odds (engine, as the order stores it).
  const possible =
    bets > 0 && textOk
      ? standardPossible(family, play as Play<unknown>, selection, rules, { betGroup: member.data?.prizeGroup ?? MAX_GROUP, mode, multiple })
      : null;
  const choose = (next: () => void) => {
    next();
    setPanel(null);
  };

  return (
    <Stack gap="sm">
      <Tabs
        value={String(catalog.id)}
        onChange={(v) =>
          choose(() => {
            setCatId(Number(v));
            setSubId(null);
            setPlayId(null);
          })
        }
      >
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {catalogs.map((c) => (
            <Tabs.Tab key={c.id} value={String(c.id)} data-testid={`catalog-${c.code}`}>
              {t(c.nameKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {catalog.showSubCatalog && catalog.subCatalogs.length > 1 && (
        <Group gap={6} data-testid="sub-catalogs">
          {catalog.subCatalogs.map((s) => (
            <Button
              key={s.id}
              size="compact-sm"
              variant={s.id === sub.id ? 'light' : 'subtle'}
              onClick={() =>
                choose(() => {
                  setSubId(s.id);
                  setPlayId(null);
                })
              }
            >
              {t(s.nameKey)}
            </Button>
          ))}
        </Group>
      )}
      <Group gap={6} data-testid="plays">
        {sub.plays.map((p) => (
          <Button
            key={p.id}
            size="compact-sm"
            variant={p.id === play.id ? 'filled' : 'default'}
            data-testid={`play-${p.id}`}
            onClick={() => choose(() => setPlayId(p.id))}
          >
            {t(p.nameKey)}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed" data-testid="play-rule">
        {t(play.ticketPlayExample.ruleKey, play.ticketPlayExample.params)}
      </Text>

      <Card withBorder padding="sm">
        <NumberPanel play={play} value={value} onChange={setPanel} parse={parse} />
      </Card>

      <Card withBorder padding="sm">
        <Group justify="space-between" gap="sm" align="flex-end">
          <Group gap="sm" align="flex-end">
            <Select
              label={t('webApp.bet.moneyMode')}
              w={120}
              size="xs"
              allowDeselect={false}
              value={String(mode)}
              data={cfg.moneyModeList
                .map((m) => m.key)
                .filter(isMoneyMode)
                .map((key) => ({ value: String(key), label: showModeUnit(key) }))}
              onChange={(v) => {
                const m = Number(v);
                if (isMoneyMode(m)) setMode(m);
              }}
              comboboxProps={{ withinPortal: true }}
            />
            <NumberInput
              label={t('webApp.bet.multiple')}
              w={100}
              size="xs"
              min={1}
              max={MAX_MULTIPLE_INPUT}
              allowDecimal={false}
              allowNegative={false}
              value={multiple}
              data-testid="multiple"
              onChange={(v) =>
                setMultiple(Math.min(MAX_MULTIPLE_INPUT, Math.max(1, Math.floor(Number(v) || 1))))
              }
            />
          </Group>
          <Stack gap={0}>
            <Text size="sm" data-testid="bet-summary">
              {t('webApp.bet.summary', { bets, amount: showMilli(stake, 3) })}
            </Text>
            {possible && (
              <Text size="xs" c="dimmed" data-testid="possible-win">
                {t('webPlay.possible', { win: showMilli(possible.winMilli, 3), odds: oddsText(possible.odds) })}
              </Text>
            )}
          </Stack>
          {guest ? (
            <LoginToBetButton />
          ) : (
          <Button
            data-testid="add-to-basket"
            disabled={disabled || bets === 0 || !textOk}
            onClick={() => {
              add({
                id: `${Date.now()}-${Math.random()}`,
                playId: play.id,
                playName: t(play.nameKey),
                content: slipContent(play, value, t),
                selection,
                bets,
                mode,
                multiple,
                stakeMilli: stake,
                ...(possible ? { possible } : {}),
              });
              setPanel(null);
            }}
          >
            {t('webApp.bet.addToBasket')}
          </Button>
          )}
        </Group>
        {!validation.ok && validation.code !== 'SELECTION_EMPTY' && validation.code !== 'TOKENS_EMPTY' && (
          <Text size="xs" c="orange" mt={4} data-testid="selection-problem">
            {t(`webApp.selection.${validation.code}`)}
          </Text>
        )}
      </Card>
      {disabled && !guest && <Alert color="gray">{t('webApp.bet.notOnSale')}</Alert>}
    </Stack>
  );
}
