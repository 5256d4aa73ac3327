import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../lib/translate.ts';
import { bindBankCardRequest, bindCryptoAccountRequest, MAX_CARDS_PER_KIND } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { BackButton, Guidance, PageState, useBackPath, useErrorText } from '../../components/centre/ui.tsx';
import { useMemberInfo } from '../lottery/api/member-info.ts';
import { useCards } from '../cashier/api/wallet.ts';
import { useBankList, useBindCard, type CardKindValue } from './api/cards.ts';

const TEXT: Record<CardKindValue, { title: string; empty: string; add: string; prefix: string }> = {
  1: { title: 'centre.cards.title', empty: 'centre.cards.empty', add: 'centre.cards.add', prefix: 'card' },
  2: {
    title: 'centre.accounts.title',
    empty: 'centre.accounts.empty',
    add: 'centre.accounts.add',
    prefix: 'account',
  },
};

function BindForm({
  type,
  holderName,
  onDone,
}: {
  type: CardKindValue;
  holderName: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const err = useErrorText();
  const banks = useBankList(type);
  const bind = useBindCard(type);
  const isBank = type === 1;
  const form = useForm({
    mode: 'controlled',
    initialValues: isBank
      ? { bankCode: '', branch: '', cardNo: '', confirmCardNo: '', holderName, fundPwd: '' }
      : { network: '', address: '', confirmAddress: '', holderName, fundPwd: '' },
    validate: schemaResolver(isBank ? bindBankCardRequest : bindCryptoAccountRequest, { sync: true }),
  });
  const field = (name: string) => ({ ...form.getInputProps(name), error: err(form.errors[name]) });
  return (
    <form
      onSubmit={form.onSubmit((v) =>
        bind.mutate(v, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('card.added') });
            onDone();
          },
        }),
      )}
    >
      <Stack gap="sm" data-testid={`${TEXT[type].prefix}-form`}>
        <Select
          label={t(isBank ? 'centre.cards.bank' : 'centre.accounts.network')}
          data={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
          searchable
          allowDeselect={false}
          {...field(isBank ? 'bankCode' : 'network')}
          data-testid={`${TEXT[type].prefix}-bank`}
        />
        {isBank && <TextInput label={t('centre.cards.branch')} maxLength={64} {...field('branch')} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t(isBank ? 'centre.cards.number' : 'centre.accounts.address')}
            inputMode={isBank ? 'numeric' : 'text'}
            maxLength={isBank ? 30 : 128}
            autoComplete="off"
            {...field(isBank ? 'cardNo' : 'address')}
            data-testid={`${TEXT[type].prefix}-number`}
          />
          <TextInput
            label={t(isBank ? 'centre.cards.numberAgain' : 'centre.accounts.addressAgain')}
            inputMode={isBank ? 'numeric' : 'text'}
            maxLength={isBank ? 30 : 128}
            autoComplete="off"
            onPaste={(e) => e.preventDefault()}
            {...field(isBank ? 'confirmCardNo' : 'confirmAddress')}
            data-testid={`${TEXT[type].prefix}-number-again`}
          />
        </SimpleGrid>
        <TextInput
          label={t('centre.cards.holder')}
          description={t('centre.cards.holderHint')}
          readOnly
          {...field('holderName')}
        />
        <PasswordInput
          label={t('centre.fundPwd')}
          maxLength={16}
          autoComplete="off"
          {...field('fundPwd')}
          data-testid={`${TEXT[type].prefix}-fund-pwd`}
        />
        {bind.isError && (
          <Alert color="red" variant="light" data-testid="bind-error">
            {errorText(bind.error, t)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={bind.isPending} data-testid={`${TEXT[type].prefix}-submit`}>
            {t(TEXT[type].add)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Bank cards (type 1) or digital-currency withdrawal accounts (type 2), docs/product.md §2, §5, §9: the list
 * masked, and adding one (fund password first, holder = the member's real name, at most 5).
 */
function CardsScreen({ type }: { type: CardKindValue }) {
  const { t } = useTranslation();
  const back = useBackPath();
  const cards = useCards(type);
  const member = useMemberInfo();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const list = cards.data ?? [];
  const m = member.data;
  const full = list.length >= MAX_CARDS_PER_KIND;
  return (
    <Stack data-testid={`${TEXT[type].prefix}s-page`} maw={720}>
      <Group justify="space-between">
        <Title order={2}>{t(TEXT[type].title)}</Title>
        <Text size="sm" c="dimmed">
          {t('centre.cards.count', { count: list.length, max: MAX_CARDS_PER_KIND })}
        </Text>
      </Group>
      <PageState
        isPending={cards.isPending || member.isPending}
        error={cards.error ?? member.error}
        empty={list.length === 0}
        emptyKey={TEXT[type].empty}
        onRetry={() => void Promise.all([cards.refetch(), member.refetch()])}
      />
      {list.map((c) => (
        <Card key={c.id} withBorder padding="sm" data-testid={`${TEXT[type].prefix}-item`}>
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {c.bankName}
                {c.branch ? ` · ${c.branch}` : ''}
              </Text>
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {c.cardNo}
              </Text>
            </Stack>
            <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
              {c.holderName}
            </Text>
          </Group>
        </Card>
      ))}
      {added && (
        <Alert color="teal" data-testid="card-added">
          <Group justify="space-between">
            <Text size="sm">{t('card.added')}</Text>
            <BackButton back={back} />
          </Group>
        </Alert>
      )}
      {m && !m.hasFundPwd ? (
        <Guidance
          testId="guide-fund-pwd"
          messageKey="wallet.noFundPwd"
          to="/manager/me/security"
          actionKey="centre.guide.setFundPwd"
        />
      ) : m && !m.realName ? (
        <Guidance
          testId="guide-real-name"
          messageKey="card.realNameRequired"
          to="/manager/me/profile"
          actionKey="centre.guide.setRealName"
        />
      ) : m && !full ? (
        adding ? (
          <Card withBorder>
            <BindForm
              type={type}
              holderName={m.realName ?? ''}
              onDone={() => {
                setAdding(false);
                setAdded(true);
              }}
            />
          </Card>
        ) : (
          <Group>
            <Button variant="light" onClick={() => setAdding(true)} data-testid={`${TEXT[type].prefix}-add`}>
              {t(TEXT[type].add)}
            </Button>
          </Group>
        )
      ) : null}
    </Stack>
  );
}

export const BankCardsPage = () => <CardsScreen type={1} />;
export const WithdrawAccountsPage = () => <CardsScreen type={2} />;
