import { useQuery } from '@tanstack/react-query';
import { memberProtectionRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';

/** The member's net lifetime deposits (deposits minus withdrawals; UKGC RTS 1C, domain §5.2 item 4). */
export const useNetDeposits = () =>
  useQuery({
    queryKey: ['records', 'net-deposits'],
    queryFn: () => client.call(memberProtectionRoutes.netDeposits),
    staleTime: 60_000,
  });
