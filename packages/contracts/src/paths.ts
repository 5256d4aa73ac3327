/** Every API path of the product, as docs/product.md §7 groups them. */
export const paths = {
  platformConfig: '/sk/promen/common/config',
  systemConfig: '/sk/cashew/system/config/query',
  tokenVerify: '/sk/botanic/manage/login/token/verify',
  memberLogin: '/sk/promen/member/login',
  tagonLogin: '/sk/promen/tagon/login',
  memberLogout: '/sk/promen/member/logout',
  userInfo: '/sk/botanic/member/front/userInfo',
  serverTime: '/sk/cashew/system/time',
  playDescription: '/sk/cashew/play/desc',
  mqtt: '/mqtt',
} as const;
