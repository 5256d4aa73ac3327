/**
 * Constants of the lottery API without zod: the member site's first page names these paths and
 * states, and a module with schemas would bring zod and their construction into it (issue #13,
 * docs/performance.md). Re-exported by lottery.ts.
 */

/** Lottery-side paths (docs/product.md §7, /sk/cashew) and the operators' lottery console. */
export const lotteryPaths = {
  ticketTypeList: '/sk/cashew/ticketmod/tickettypelist.json',
  ticketCfg: '/sk/cashew/ticketmod/ticketcfg.json',
  ticketPlayList: '/sk/cashew/ticketmod/ticketplaylist.json',
  /** Play descriptions of one series (family): `${playDescription}/${seriesCode}.json`. */
  playDescription: '/sk/cashew/play/desc/:series',
  recentPlay: '/sk/cashew/recent/play/query',
  currentSaleIssue: '/sk/cashew/currentSaleIssue.json',
  currentSaleIssueList: '/sk/cashew/currentSaleIssue/list',
  lastIssue: '/sk/cashew/lastIssue.json',
  recentResults: '/sk/cashew/ticketSourceResultList.json',
  verifyDraw: '/sk/cashew/draw/verify',
  topBanner: '/sk/cashew/homepage/topBanner',
  topBannerByDate: '/sk/cashew/homepage/topBannerByDate',
  mixQuota: '/sk/cashew/getNormalOrderMmixQuota',
  consoleSuspend: '/api/console/lotteries/suspend',
  consoleResult: '/api/console/lotteries/result',
  consoleCancel: '/api/console/lotteries/cancel',
  consoleCloseSales: '/api/console/lotteries/close-sales',
} as const;

/** Sale states besides 0: 1 suspended by an operator, 2 no issue on sale (between windows). */
export const SaleState = { ON_SALE: 0, SUSPENDED: 1, CLOSED: 2 } as const;
