import { defineRoute } from '../client.ts';
import { chatHistory, chatHistoryQuery, chatMessageView, chatPaths, chatSendRequest } from '../chat.ts';
import { activityView, contentListQuery, contentPaths, noticeView } from '../content.ts';
import { pageOf } from '../envelope-schemas.ts';
import { inboxPage, inboxPaths, inboxQuery, inboxReadResponse } from '../inbox.ts';

/** The site's notices and promotions as members read them (apps/web features/content). */
export const memberContentRoutes = {
  notices: defineRoute({ method: 'GET', path: contentPaths.noticeList, query: contentListQuery, response: pageOf(noticeView) }),
  activities: defineRoute({
    method: 'GET',
    path: contentPaths.activityList,
    query: contentListQuery,
    response: pageOf(activityView),
  }),
  endedActivities: defineRoute({
    method: 'GET',
    path: contentPaths.activityOffLineList,
    query: contentListQuery,
    response: pageOf(activityView),
  }),
};

/** The member's messages and his chat with customer service (apps/web features/inbox, chat). */
export const memberMessageRoutes = {
  inbox: defineRoute({ method: 'GET', path: inboxPaths.list, query: inboxQuery, response: inboxPage }),
  inboxRead: defineRoute({ method: 'POST', path: inboxPaths.read, response: inboxReadResponse }),
  chat: defineRoute({ method: 'GET', path: chatPaths.messages, query: chatHistoryQuery, response: chatHistory }),
  chatSend: defineRoute({ method: 'POST', path: chatPaths.send, body: chatSendRequest, response: chatMessageView }),
};
