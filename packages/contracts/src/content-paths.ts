/** The members' content paths without zod (see lottery-paths.ts); re-exported by content.ts. */
export const contentPaths = {
  noticeList: '/sk/promen/notice/list',
  activityList: '/sk/promen/activity/list',
  /** Promotions that have ended ("off line"): kept for members to look back at. */
  activityOffLineList: '/sk/promen/activity/offLine/list',
} as const;
