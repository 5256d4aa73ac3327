import { useQuery } from '@tanstack/react-query';
import { protectionPaths, type NetDepositsView } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';

/** The member's net lifetime deposits (deposits minus withdrawals; UKGC RTS 1C, domain §5.2 item 4). */
export const useNetDeposits = () =>
  useQuery({
    queryKey: ['records', 'net-deposits'],
    queryFn: () => api<NetDepositsView>('GET', protectionPaths.netDeposits),
    staleTime: 60_000,
  });
